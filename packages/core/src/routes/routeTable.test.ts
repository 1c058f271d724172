import { fc, test } from "@fast-check/vitest";
import { Result } from "effect";
import { describe, expect, it } from "vitest";
import { fillRoute, matchRoute, ROUTES, type RouteName, routeParamIndex } from "./routeTable.js";
import { encodeItem } from "./urlCodec.js";

const names = Object.keys(ROUTES) as RouteName[];
const paramsOf = (name: RouteName): string[] => [...ROUTES[name].matchAll(/\{(\w+)\}/g)].map((match) => match[1] ?? "");
const segmentsOf = (path: string): string[] => (path.startsWith("/") ? path.slice(1) : path).split("/");

describe("the route table", () => {
  test.prop(
    [
      fc.constantFrom(...names),
      fc.array(fc.string({ minLength: 1, maxLength: 8 }).map(encodeItem), { minLength: 11, maxLength: 11 }),
    ],
    { numRuns: 1000 },
  )("matchRoute(fillRoute(values)) returns the values", (name, texts) => {
    const values = Object.fromEntries(paramsOf(name).map((param, index) => [param, texts[index] ?? "x"]));
    const path = fillRoute(name, values as never);
    expect(matchRoute(name, segmentsOf(path), path)).toEqual(Result.succeed(values));
  });

  test.prop([fc.constantFrom(...names), fc.array(fc.string({ maxLength: 6 }), { maxLength: 12 })], { numRuns: 1000 })(
    "matching any segments never throws",
    (name, segments) => {
      const matched = matchRoute(name, segments, segments.join("/"));
      expect(Result.isSuccess(matched) || matched.failure.route === name).toBe(true);
    },
  );

  it("places each parameter where the spec counts it", () => {
    expect(routeParamIndex("hotelResults", "rooms")).toBe(6);
    expect(routeParamIndex("flightResults", "passengers")).toBe(4);
    expect(routeParamIndex("hotelDetail", "destinationRequestCode")).toBe(8);
    expect(fillRoute("packageDetail", { id: "42" })).toBe("/flightsHotels/packageDetails/42");
    expect(matchRoute("findHash", ["find-hotel", "Roma", "1"], "find-hotel/Roma/1")).toEqual(
      Result.succeed({ product: "hotel", destinationName: "Roma", destinationId: "1" }),
    );
    expect(matchRoute("login", ["login"], "/login")).toMatchObject({ failure: { field: "path" } });
    expect(matchRoute("hotelResults", ["hotel", "list", "a", "b", "c", "d"], "/hotel/list/a/b/c/d")).toMatchObject({
      failure: { route: "hotelResults", field: "path" },
    });
  });
});
