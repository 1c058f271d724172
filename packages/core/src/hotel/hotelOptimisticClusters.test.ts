import { fc, test } from "@fast-check/vitest";
import { describe, expect } from "vitest";
import { HotelCluster } from "../api/hotelCluster.js";
import { hotelSearchFiltersDefault } from "../routes/hotelSearchFilters.js";
import { arbFromSchema } from "../test/arbFromSchema.js";
import { hotelFilterMatch } from "./applyHotelFilters.js";
import { hotelFilterSubjectFromCluster } from "./hotelFilterSubject.js";
import { hotelOptimisticClusters } from "./hotelOptimisticClusters.js";
import { arbFilterState } from "./test/arbHotelFilters.js";

const clusters = fc.uniqueArray(arbFromSchema(HotelCluster, { money: ["amount"] }), {
  maxLength: 8,
  selector: (cluster) => cluster.hotelDetailId,
});
const judgedFilters = arbFilterState.map((filters) => ({
  ...filters,
  tripadvisor: { min: 1, max: 5 },
  chains: [],
  requestNonRefundableRates: false,
  poi: hotelSearchFiltersDefault.poi,
  rateRange: hotelSearchFiltersDefault.rateRange,
}));
const context = { availability: null, perNight: false } as const;

describe("hotelOptimisticClusters", () => {
  test.prop([clusters, judgedFilters], { numRuns: 300 })(
    "the sort unchanged: the held clusters that pass the filters, in the held order, the same objects",
    (held, filters) => {
      const shown = hotelOptimisticClusters(held, filters, null) ?? [];
      const passing = held.filter(
        (cluster) => hotelFilterMatch(hotelFilterSubjectFromCluster(cluster, 1), filters, context) !== undefined,
      );
      expect(shown).toEqual(passing);
      expect(shown.every((cluster, index) => cluster === passing[index])).toBe(true);
    },
  );
  test.prop([clusters, judgedFilters], { numRuns: 300 })(
    "a price sort lists the cheapest rate first",
    (held, state) => {
      const filters = { ...state, sorting: { sortFieldName: "price" } };
      const shown = hotelOptimisticClusters(held, filters, null) ?? [];
      const cheapest = shown.map(
        (cluster) => hotelFilterMatch(hotelFilterSubjectFromCluster(cluster, 1), filters, context)?.shownMinor ?? 0,
      );
      expect(cheapest).toEqual([...cheapest].sort((a, b) => a - b));
    },
  );
  test.prop([clusters, arbFilterState], { numRuns: 300 })(
    "a filter the clusters do not carry (review score, chain, refundable, point, price range) waits for the server",
    (held, filters) => {
      const unjudged =
        filters.tripadvisor.min > 1 ||
        filters.tripadvisor.max < 5 ||
        filters.chains.length > 0 ||
        filters.requestNonRefundableRates ||
        filters.poi.geo !== null ||
        filters.rateRange.minimumValue !== null ||
        filters.rateRange.maximumValue !== null;
      expect(hotelOptimisticClusters(held, filters, null) === null).toBe(unjudged);
    },
  );
  test.prop([clusters, fc.constantFrom("bestvalue", "tripadvisor")], { numRuns: 100 })(
    "a new sort on a score the clusters do not carry waits for the server",
    (held, sortFieldName) => {
      const filters = { ...hotelSearchFiltersDefault, sorting: { sortFieldName } };
      expect(hotelOptimisticClusters(held, filters, "price")).toBeNull();
    },
  );
});
