import { fc, test } from "@fast-check/vitest";
import { Result } from "effect";
import { describe, expect, it } from "vitest";
import { formatOccupancy } from "../occupancy/index.js";
import { formatActivityChildren } from "./activityParameters.js";
import { buildFlightResultsUrl } from "./flightResultsUrl.js";
import { buildHotelResultsUrl } from "./hotelResultsUrl.js";
import { OCCUPANCY_PATH_SEGMENTS, readPathOccupancy } from "./pathOccupancy.js";
import { arbFlightSearch, arbHotelResultsRoute, arbRouteRooms } from "./test/arbitraries.js";

describe("occupancy read from a page path", () => {
  it("follows the route table: hotel rooms at 6 (spec 001 wins over spec 000's 7), flight at 4", () => {
    expect(OCCUPANCY_PATH_SEGMENTS.hotel).toEqual([6]);
    expect(OCCUPANCY_PATH_SEGMENTS.flight).toEqual([4]);
  });

  test.prop([arbHotelResultsRoute], { numRuns: 1000 })("hotel: the rooms of a built results URL", (route) => {
    expect(readPathOccupancy("hotel", buildHotelResultsUrl(route))).toEqual(
      Result.succeed({ product: "hotel", rooms: route.rooms }),
    );
  });

  test.prop([arbFlightSearch], { numRuns: 1000 })("flight: the passengers of a built results URL", (search) => {
    expect(readPathOccupancy("flight", buildFlightResultsUrl(search))).toEqual(
      Result.succeed({ product: "flight", passengers: search.passengers }),
    );
  });

  test.prop([arbRouteRooms], { numRuns: 1000 })("transfer: the rooms grammar at segment 6", (rooms) => {
    const path = `/transfers/results/a/b/c/${formatOccupancy(rooms)}/d`;
    expect(readPathOccupancy("transfer", path)).toEqual(Result.succeed({ product: "transfer", rooms }));
  });

  test.prop(
    [
      fc.integer({ min: 0, max: 99 }),
      fc.record({
        count: fc.integer({ min: 0, max: 9 }),
        ages: fc.array(fc.integer({ min: 0, max: 17 }), { maxLength: 3 }),
      }),
      fc.integer({ min: 0, max: 99 }),
      fc.boolean(),
    ],
    { numRuns: 1000 },
  )(
    "activity: adults, children and infants at 6-8, or 8-10 under activities/plus",
    (adults, children, infants, plus) => {
      const prefix = plus ? "/activities/plus/results/x/y/z/w" : "/activities/results/x/y/z";
      const path = `${prefix}/${adults}/${formatActivityChildren(children)}/${infants}`;
      expect(readPathOccupancy("activity", path)).toEqual(
        Result.succeed({ product: "activity", adults, children, infants }),
      );
    },
  );

  test.prop(
    [
      fc.constantFrom("hotel" as const, "flight" as const, "transfer" as const, "activity" as const),
      fc.string({ maxLength: 40 }),
    ],
    { numRuns: 1000 },
  )("reading any path never throws", (product, text) => {
    for (const input of [text, `/a/b/c/d/${text}`]) {
      const parsed = readPathOccupancy(product, input);
      expect(Result.isSuccess(parsed) || parsed.failure._tag === "RouteParseError").toBe(true);
    }
  });

  it("names the segment at fault", () => {
    expect(readPathOccupancy("hotel", "/hotel/results/1")).toMatchObject({ failure: { field: "segment 6" } });
    expect(readPathOccupancy("hotel", "/hotel/results/1/2026-01-01/2026-01-02/x")).toMatchObject({
      failure: { field: "segment 6" },
    });
    expect(readPathOccupancy("activity", "/activities/results/x/y/z/2/a/0")).toMatchObject({
      failure: { field: "segment 7" },
    });
  });
});
