import { fc, test } from "@fast-check/vitest";
import { arbFlightSolution } from "@travesia/testkit/arbitraries";
import { describe, expect } from "vitest";
import { FLIGHT_SORTING_CODES } from "../api/index.js";
import { flightSolutionPriceMinor } from "./flightPrices.js";
import { FLIGHT_SORT_DEFAULT, FLIGHT_SORT_MESSAGE_KEYS, isFlightSorting, sortFlightSolutions } from "./flightSort.js";
import { option, segment, solution } from "./test/flightFixtures.js";

const leg = (id: string, departure: string, arrival: string) => option(id, [segment("EZE", "MAD", departure, arrival)]);

describe("sortFlightSolutions", () => {
  test.prop([fc.array(arbFlightSolution, { maxLength: 12 }), fc.constantFrom(...FLIGHT_SORTING_CODES)], {
    numRuns: 100,
  })("a permutation of the input; PRICE:ASC never decreasing", (solutions, sort) => {
    const sorted = sortFlightSolutions(solutions, sort);
    expect(sorted).toHaveLength(solutions.length);
    expect(new Set(sorted)).toEqual(new Set(solutions));
    if (sort === "PRICE:ASC") {
      for (let i = 1; i < sorted.length; i++) {
        const a = sorted[i - 1];
        const b = sorted[i];
        if (a && b) expect(flightSolutionPriceMinor(a)).toBeLessThanOrEqual(flightSolutionPriceMinor(b));
      }
    }
    if (sort === "RELEVANCY:DESC") {
      const firstPlain = sorted.findIndex((s) => !s.isRecommended);
      if (firstPlain >= 0) expect(sorted.slice(firstPlain).some((s) => s.isRecommended)).toBe(false);
    }
  });

  test("price, relevancy and duration; ties keep the server's order", () => {
    const cheapLong = solution(100, [[leg("a", "20261201T0800", "20261202T0800")]]);
    const dearShort = solution(300, [[leg("b", "20261201T0800", "20261201T1000")]], { isRecommended: true });
    const midMid = solution(200, [[leg("c", "20261201T0800", "20261201T1500")]]);
    const twin = solution(200, [[leg("d", "20261201T0800", "20261201T1500")]]);
    const list = [midMid, dearShort, cheapLong, twin];
    expect(sortFlightSolutions(list, "PRICE:ASC")).toEqual([cheapLong, midMid, twin, dearShort]);
    expect(sortFlightSolutions(list, "RELEVANCY:DESC")).toEqual([dearShort, midMid, cheapLong, twin]);
    expect(sortFlightSolutions(list, "DURATION:ASC")).toEqual([dearShort, midMid, twin, cheapLong]);
    const long = leg("e", "20261201T0800", "20261203T0800");
    const withEft = solution(50, [[{ ...long, summary: { ...long.summary, eft: 60 } }]]);
    expect(sortFlightSolutions([dearShort, withEft], "DURATION:ASC")[0]).toBe(withEft);
    const broken = solution(10, [[leg("f", "junk", "junk")]]);
    expect(sortFlightSolutions([broken, dearShort], "DURATION:ASC")).toEqual([dearShort, broken]);
  });

  test("default PRICE:ASC, labels, guard", () => {
    expect(FLIGHT_SORT_DEFAULT).toBe("PRICE:ASC");
    expect(FLIGHT_SORT_MESSAGE_KEYS["DURATION:ASC"]).toBe("flight.sortDuration");
    expect(isFlightSorting("RELEVANCY:DESC")).toBe(true);
    expect(isFlightSorting("PRICE:DESC")).toBe(false);
  });
});
