import { fc, test } from "@fast-check/vitest";
import { applyFlightFilters, type FlightSearchReply, type FlightSearchState } from "@travesia/core";
import { arbFlightSolution } from "@travesia/testkit";
import { describe, expect } from "vitest";
import { flightResults } from "./flightResultsProduct.js";

const URL_BUE_MIA = "/flight/results/Buenos%20Aires/2-0/BUE/Miami/MIA/2027-03-01;2027-03-10/0/0/ALL/-/-";
const from = flightResults.read(URL_BUE_MIA) as FlightSearchState;
/** An airline no solution flies: the filter matches none of those held. */
const noneMatch: FlightSearchState = { ...from, filters: { ...from.filters, airlines: ["NO-SUCH-AIRLINE"] } };
const held = fc.array(arbFlightSolution, { minLength: 1, maxLength: 6 });
const guessOf = (reply: FlightSearchReply, to: FlightSearchState) => flightResults.ahead?.(reply, from, to)?.() ?? null;

describe("flightResults.ahead: a filter click's guess from the solutions held", () => {
  test.prop([held, fc.integer({ min: 1, max: 5_000 })], { numRuns: 100 })(
    "matching none of one page of more results, it guesses nothing: the page waits for the reply, the list kept",
    (solutions, more) => {
      const reply: FlightSearchReply = { done: true, flights: { solutions }, xTotalCount: solutions.length + more };
      expect(flightResults.ahead?.(reply, from, noneMatch)).not.toBeNull();
      expect(guessOf(reply, noneMatch)).toBeNull();
    },
  );
  test.prop([held], { numRuns: 100 })(
    "matching none of the whole result, it guesses the empty list at once",
    (solutions) => {
      const reply: FlightSearchReply = { done: true, flights: { solutions }, xTotalCount: solutions.length };
      const guess = guessOf(reply, noneMatch);
      expect(guess?.flights?.solutions).toEqual([]);
      expect(guess?.xTotalCount).toBe(0);
    },
  );
  test.prop([held, fc.integer({ min: 1, max: 5_000 })], { numRuns: 100 })(
    "matching some of one page of more results, it guesses them, the held total kept until the reply",
    (solutions, more) => {
      const total = solutions.length + more;
      const reply: FlightSearchReply = { done: true, flights: { solutions }, xTotalCount: total };
      const matching = applyFlightFilters(solutions, from.filters).length;
      const guess = guessOf(reply, from);
      if (matching === 0) expect(guess).toBeNull();
      else {
        expect(guess?.flights?.solutions).toHaveLength(matching);
        expect(guess?.xTotalCount).toBe(total);
      }
    },
  );
});
