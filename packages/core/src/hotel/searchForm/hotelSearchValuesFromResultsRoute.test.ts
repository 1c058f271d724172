import { fc, test } from "@fast-check/vitest";
import { Result } from "effect";
import { describe, expect } from "vitest";
import { buildHotelResultsUrl, parseHotelResultsUrl } from "../../routes/hotelResultsUrl.js";
import { arbHotelResultsRoute, arbNonEmptyText } from "../../routes/test/arbitraries.js";
import { hotelSearchTarget } from "./hotelSearchTarget.js";
import { hotelSearchValuesFromResultsRoute } from "./hotelSearchValuesFromResultsRoute.js";

describe("hotelSearchValuesFromResultsRoute", () => {
  test.prop([arbHotelResultsRoute, fc.option(arbNonEmptyText, { nil: null })], { numRuns: 1000 })(
    "the restored box searches the same route again (options it cannot hold aside)",
    (route, name) => {
      const values = hotelSearchValuesFromResultsRoute(route, name);
      expect(values.destinationName).toBe(name ?? values.destinationId);
      const target = hotelSearchTarget(values);
      if (Result.isFailure(target) || target.success._tag !== "Navigate") throw new Error("no target");
      const back = parseHotelResultsUrl(target.success.url);
      const expected = parseHotelResultsUrl(
        buildHotelResultsUrl({
          ...route,
          options: {
            ...route.options,
            availability: route.options.availability ?? "CNF",
            hotelName: route.options.hotelName?.trim() || null,
            externalHotelReference: route.options.externalHotelReference || null,
            omniCodes: [],
            baseRate: null,
          },
        }),
      );
      expect(Result.isSuccess(back) && back.success.route).toEqual(
        Result.isSuccess(expected) && expected.success.route,
      );
    },
  );
});
