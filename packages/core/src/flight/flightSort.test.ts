import { fc, test } from "@fast-check/vitest";
import { describe, expect } from "vitest";
import { FLIGHT_SORTING_CODES, FlightSolution, type FlightSorting } from "../api/index.js";
import { arbFromSchema } from "../test/arbFromSchema.js";
import { flightSolutionPriceMinor } from "./flightPrices.js";
import { FLIGHT_SORT_DEFAULT, FLIGHT_SORT_MESSAGE_KEYS, isFlightSorting, sortFlightSolutions } from "./flightSort.js";
import { flightSolutionFacts } from "./internal/flightFacts.js";
import { arbSharedFlightSolutions } from "./test/arbFlightSolutionsShared.js";
import { option, segment, solution } from "./test/flightFixtures.js";

/** The straightforward sort: a key per solution from its facts, a stable sort of the copies, ties by position. */
const sortReference = <S extends FlightSolution>(solutions: readonly S[], sort: FlightSorting): S[] => {
  const keyOf = (item: S): number => {
    const facts = flightSolutionFacts(item);
    const key =
      sort === "PRICE:ASC"
        ? facts.priceMinor
        : sort === "DURATION:ASC"
          ? facts.durationMinutes
          : item.isRecommended
            ? 0
            : 1;
    return Number.isNaN(key) ? Number.POSITIVE_INFINITY : key;
  };
  return solutions
    .map((item, index) => ({ item, index, key: keyOf(item) }))
    .sort((a, b) => (a.key === b.key ? a.index - b.index : a.key < b.key ? -1 : 1))
    .map((entry) => entry.item);
};

const leg = (id: string, departure: string, arrival: string) => option(id, [segment("EZE", "MAD", departure, arrival)]);

describe("sortFlightSolutions", () => {
  test.prop(
    [
      fc.array(arbFromSchema(FlightSolution, { money: ["amount"] }), { maxLength: 12 }),
      fc.constantFrom(...FLIGHT_SORTING_CODES),
    ],
    {
      numRuns: 100,
    },
  )("a permutation of the input; PRICE:ASC never decreasing", (solutions, sort) => {
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

  test.prop([arbSharedFlightSolutions(12), fc.constantFrom(...FLIGHT_SORTING_CODES)], { numRuns: 300 })(
    "equals the straightforward reference, again on the same array (its kept order) and after a change in place",
    (solutions, sort) => {
      expect(sortFlightSolutions(solutions, sort)).toEqual(sortReference(solutions, sort));
      expect(sortFlightSolutions(solutions, sort)).toEqual(sortReference(solutions, sort));
      for (const other of FLIGHT_SORTING_CODES) {
        expect(sortFlightSolutions(solutions, other)).toEqual(sortReference(solutions, other));
      }
      solutions.reverse();
      solutions.push(...solutions.slice(0, 2));
      expect(sortFlightSolutions(solutions, sort)).toEqual(sortReference(solutions, sort));
    },
  );

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
