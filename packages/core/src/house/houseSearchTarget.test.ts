import { fc, test } from "@fast-check/vitest";
import { Result } from "effect";
import { describe, expect, it } from "vitest";
import { houseSearchTarget } from "./houseSearchTarget.js";
import { houseSearchValuesFromHash } from "./houseSearchValuesFromHash.js";

const word = fc.stringMatching(/^[A-Z][a-z]{0,8}$/);

describe("houseSearchTarget", () => {
  test.prop(
    [
      fc.array(word, { minLength: 1, maxLength: 3 }).map((words) => words.join(" ")),
      fc.stringMatching(/^[0-9]{1,6}$/),
      fc.integer({ min: 1, max: 20 }),
    ],
    { numRuns: 1000 },
  )("the values a house submit writes are the values read back", (destinationName, destinationId, passengers) => {
    const values = { destinationId, destinationName, checkIn: "2026-12-01", checkOut: "2026-12-08", passengers };
    const target = houseSearchTarget(values);
    if (Result.isFailure(target) || target.success._tag !== "Navigate") throw new Error("expected a URL");
    expect(houseSearchValuesFromHash(target.success.url.slice(1))).toEqual(values);
  });

  it("refuses a bad date on its field", () => {
    const values = { destinationId: "7", destinationName: "Roma", checkIn: "2026-12-01", checkOut: "", passengers: 2 };
    expect(houseSearchTarget(values)).toEqual(
      Result.fail({ _tag: "Unbuildable", field: "checkOut", key: "forms.dateInvalid" }),
    );
  });
});
