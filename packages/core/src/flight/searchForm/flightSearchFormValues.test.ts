import { fc, test } from "@fast-check/vitest";
import { Result } from "effect";
import { describe, expect } from "vitest";
import { parseFlightResultsUrl } from "../../routes/flightResultsUrl.js";
import { arbFlightSearch } from "../../routes/test/arbitraries.js";
import { flightSearchFormValues } from "./flightSearchFormValues.js";
import { flightSearchTarget } from "./flightSearchTarget.js";

describe("flightSearchFormValues", () => {
  test.prop([arbFlightSearch], { numRuns: 1000 })(
    "the compact form filled from a search leads back to the same search (flexible dates off, ages as codes)",
    (search) => {
      const consistent = {
        ...search,
        originIds: search.origins.map((_, index) => search.originIds[index] ?? ""),
        returnDate: search.oneWay ? null : search.returnDate,
        flexibleDates: false,
        passengers: {
          ...search.passengers,
          ages: search.passengers.ages.map((age) => (age >= 1 && age <= 3 ? age : 0)),
        },
      };
      fc.pre(consistent.oneWay || consistent.returnDate !== null);
      fc.pre(consistent.originIds.every((id) => id !== ""));
      const target = flightSearchTarget(flightSearchFormValues(consistent, "PRICE:ASC"));
      if (Result.isFailure(target) || target.success._tag !== "Navigate") throw new Error("no target");
      expect(parseFlightResultsUrl(target.success.url)).toEqual(Result.succeed(consistent));
    },
  );
});
