import { fc, test } from "@fast-check/vitest";
import type { HotelSearchReply } from "@travesia/core";
import { arbHotelCluster } from "@travesia/testkit";
import { describe, expect } from "vitest";
import { hotelResults } from "./hotelResultsProduct.js";
import type { ResultsUrlState } from "./resultsUrl.js";

const from = hotelResults.read("/hotel/results/MAD/2027-03-01/2027-03-04/2-0") as ResultsUrlState;
/** A board no cluster offers: the filter matches none of those held. */
const noneMatch: ResultsUrlState = { ...from, filters: { ...from.filters, board: ["NO-SUCH-BOARD"] } };
const held = fc.uniqueArray(arbHotelCluster, {
  minLength: 1,
  maxLength: 6,
  selector: (cluster) => cluster.hotelDetailId,
});
const guessOf = (reply: HotelSearchReply) => hotelResults.ahead?.(reply, from, noneMatch)?.() ?? null;

describe("hotelResults.ahead: a filter click's guess from the hotels held", () => {
  test.prop([held, fc.integer({ min: 1, max: 5_000 })], { numRuns: 100 })(
    "matching none of one page of more results, it guesses nothing: the page waits for the reply, the list kept",
    (hotels, more) => {
      expect(guessOf({ done: true, hotels, xTotalCount: hotels.length + more })).toBeNull();
    },
  );
  test.prop([held], { numRuns: 100 })(
    "matching none of the whole result, it guesses the empty list at once",
    (hotels) => {
      const guess = guessOf({ done: true, hotels, xTotalCount: hotels.length });
      expect(guess?.hotels).toEqual([]);
      expect(guess?.xTotalCount).toBe(0);
    },
  );
});
