import { fc, test } from "@fast-check/vitest";
import * as Result from "effect/Result";
import { describe, expect, it } from "vitest";
import { AIRLINE_NAME_MAX, airlineName, validateAirlineName } from "./airlines.js";

describe("validateAirlineName", () => {
  test.prop([fc.string({ maxLength: 80 })], { numRuns: 1000 })(
    "keeps a name of 2 to the maximum once trimmed and its spaces collapsed, or empty; refuses the rest",
    (raw) => {
      const name = raw.trim().replace(/\s+/g, " ");
      const length = [...name].length;
      const result = validateAirlineName({ name: raw });
      if (name === "" || (length >= 2 && length <= AIRLINE_NAME_MAX)) expect(result).toEqual(Result.succeed({ name }));
      else expect(Result.isFailure(result)).toBe(true);
    },
  );

  it("refuses what is not a name, and shows the seed's name when none is saved", () => {
    expect(Result.isFailure(validateAirlineName({ name: 3 }))).toBe(true);
    expect(Result.isFailure(validateAirlineName(null))).toBe(true);
    expect(airlineName("LATAM", undefined)).toBe("LATAM");
    expect(airlineName("LATAM", "")).toBe("LATAM");
    expect(airlineName("LATAM", "LATAM Brasil")).toBe("LATAM Brasil");
  });
});
