import { fc, test } from "@fast-check/vitest";
import { describe, expect, it } from "vitest";
import type { DestinationId } from "../routes/destinationId.js";
import { arbFlightSearchFilters, arbHotelSearchFilters } from "../routes/test/arbitraries.js";
import { flightFiltersFromSavedQuery, flightFiltersSavedQuery, flightFiltersScope } from "./flightSavedFilters.js";
import { hotelFiltersFromSavedQuery, hotelFiltersSavedQuery, hotelFiltersScope } from "./hotelSavedFilters.js";
import { reusableResultsFilters } from "./savedResultsFilters.js";
import { takeSavedSearchFilters } from "./savedSearchFilters.js";

const arbDestination: fc.Arbitrary<DestinationId> = fc.oneof(
  fc.stringMatching(/^[A-Z0-9]{1,6}$/).map((id): DestinationId => ({ _tag: "DestinationCode", id })),
  fc.record({
    _tag: fc.constant("DestinationCoordinates" as const),
    latitude: fc.integer({ min: -90_000, max: 90_000 }).map((n) => n / 1000),
    longitude: fc.integer({ min: -180_000, max: 180_000 }).map((n) => n / 1000),
  }),
);
const arbQuery = fc.stringMatching(/^\?[a-z.]{1,12}=[a-z0-9]{1,6}(&[a-z.]{1,12}=[a-z0-9]{1,6}){0,3}$/);

describe("saved filter queries", () => {
  test.prop([arbHotelSearchFilters], { numRuns: 1000 })("hotel filters read back from their saved query", (filters) => {
    expect(hotelFiltersFromSavedQuery(hotelFiltersSavedQuery(filters))).toEqual(filters);
  });

  test.prop([arbFlightSearchFilters], { numRuns: 1000 })(
    "flight filters read back from their saved query",
    (filters) => {
      expect(flightFiltersFromSavedQuery(flightFiltersSavedQuery(filters))).toEqual(filters);
    },
  );

  test.prop([fc.string()], { numRuns: 1000 })("any saved text reads as filters or null, never throwing", (text) => {
    hotelFiltersFromSavedQuery(text);
    flightFiltersFromSavedQuery(text);
  });
});

describe("reusableResultsFilters", () => {
  test.prop([arbDestination, arbQuery, fc.boolean()], { numRuns: 1000 })(
    "filters saved for a destination come back once, for that destination, only to a URL without filters",
    (destination, query, canUse) => {
      const scope = hotelFiltersScope(destination);
      const saved = { filters: { scope, query }, canUse };
      const first = takeSavedSearchFilters(saved);
      expect(reusableResultsFilters(first.filters, scope, false)).toBe(canUse ? query : null);
      expect(reusableResultsFilters(first.filters, scope, true)).toBeNull();
      expect(reusableResultsFilters(takeSavedSearchFilters(first.next).filters, scope, false)).toBeNull();
    },
  );

  test.prop([arbDestination, arbDestination, arbQuery], { numRuns: 1000 })(
    "filters of another destination are never applied",
    (a, b, query) => {
      fc.pre(hotelFiltersScope(a) !== hotelFiltersScope(b));
      expect(reusableResultsFilters({ scope: hotelFiltersScope(a), query }, hotelFiltersScope(b), false)).toBeNull();
    },
  );

  test.prop([fc.anything(), fc.string(), fc.boolean()], { numRuns: 1000 })(
    "anything stored gives a query of the same scope or null, never throwing",
    (taken, scope, urlHasFilters) => {
      const reused = reusableResultsFilters(taken, scope, urlHasFilters);
      if (reused !== null) expect((taken as { scope: string }).scope).toBe(scope);
    },
  );

  it("keeps flight filters to their route and ignores empty queries", () => {
    const scope = flightFiltersScope({ originIds: ["BUE", "COR"], toCityId: "MIA" });
    expect(scope).toBe("flight:BUE;COR>MIA");
    expect(reusableResultsFilters({ scope, query: "?stops=0" }, scope, false)).toBe("?stops=0");
    expect(reusableResultsFilters({ scope, query: "" }, scope, false)).toBeNull();
    expect(reusableResultsFilters({ scope, query: "?stops=0" }, "flight:BUE>MIA", false)).toBeNull();
  });
});
