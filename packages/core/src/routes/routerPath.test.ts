import { fc, test } from "@fast-check/vitest";
import { describe, expect, it } from "vitest";
import { routerPath, routerPathOf } from "./routerPath.js";
import { fillRoute, ROUTES, type RouteName } from "./routeTable.js";

/** A path segment: either a literal or a `{name}` parameter. */
const arbSegment = fc.oneof(
  fc.stringMatching(/^[A-Za-z0-9._-]{1,12}$/).map((text) => ({ literal: text })),
  fc.stringMatching(/^[A-Za-z]\w{0,10}$/).map((name) => ({ param: name })),
);
const patternOf = (segments: readonly ({ literal: string } | { param: string })[]) =>
  `/${segments.map((segment) => ("literal" in segment ? segment.literal : `{${segment.param}}`)).join("/")}`;

describe("routerPathOf", () => {
  test.prop([fc.array(arbSegment, { maxLength: 12 })], { numRuns: 1000 })(
    "params mode keeps every literal segment and turns each {name} into :name",
    (segments) => {
      const path = routerPathOf(patternOf(segments));
      expect(path).not.toMatch(/[{}]/);
      const parts = path.slice(1).split("/");
      expect(parts).toHaveLength(segments.length === 0 ? 1 : segments.length);
      segments.forEach((segment, index) => {
        expect(parts[index]).toBe("literal" in segment ? segment.literal : `:${segment.param}`);
      });
    },
  );

  test.prop([fc.array(arbSegment, { maxLength: 12 })], { numRuns: 1000 })(
    "splat mode keeps the literal segments before the first parameter, then one *",
    (segments) => {
      const pattern = patternOf(segments);
      const path = routerPathOf(pattern, "splat");
      const firstParam = segments.findIndex((segment) => "param" in segment);
      if (firstParam === -1) expect(path).toBe(pattern);
      else {
        const literals = segments.slice(0, firstParam).map((segment) => ("literal" in segment ? segment.literal : ""));
        expect(path).toBe(`/${[...literals, "*"].join("/")}`);
      }
    },
  );
});

describe("routerPath", () => {
  it("writes the portal's pages as react-router paths", () => {
    expect(routerPath("login")).toBe("/login/");
    expect(routerPath("budgetDetail")).toBe("/mybudgets/:id");
    expect(routerPath("tripEdit")).toBe("/v3/trip/edit/:budgetId");
    expect(routerPath("hotelResults", "splat")).toBe("/hotel/results/*");
    expect(routerPath("packageResults", "splat")).toBe("/flightsHotels/results/*");
  });

  test.prop([fc.constantFrom(...(Object.keys(ROUTES) as RouteName[])), fc.stringMatching(/^[a-z0-9]{1,8}$/)], {
    numRuns: 1000,
  })("every URL a route builds starts with its splat path's prefix", (name, value) => {
    const filled = fillRoute(name, new Proxy({}, { get: () => value }) as never);
    const prefix = routerPath(name, "splat").replace(/\*$/, "");
    expect(filled.startsWith(prefix)).toBe(true);
  });
});
