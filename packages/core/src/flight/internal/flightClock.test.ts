import { fc, test } from "@fast-check/vitest";
import { Result } from "effect";
import { describe, expect } from "vitest";
import { flightDateTimeToMinutes, parseFlightDateTime } from "../../dates/index.js";
import { flightClockMinutes } from "./flightClock.js";

const slow = (text: string): number => {
  const parsed = parseFlightDateTime(text);
  return Result.isSuccess(parsed) ? flightDateTimeToMinutes(parsed.success) : Number.NaN;
};

const nearlyValid = fc
  .tuple(
    fc.integer({ min: 0, max: 9999 }),
    fc.integer({ min: 0, max: 13 }),
    fc.integer({ min: 0, max: 32 }),
    fc.integer({ min: 0, max: 25 }),
    fc.integer({ min: 0, max: 61 }),
  )
  .map(
    ([y, m, d, h, min]) =>
      `${String(y).padStart(4, "0")}${String(m).padStart(2, "0")}${String(d).padStart(2, "0")}T${String(h).padStart(2, "0")}${String(min).padStart(2, "0")}`,
  );

describe("flightClockMinutes", () => {
  test.prop([fc.oneof(nearlyValid, fc.string({ maxLength: 14 }))], { numRuns: 2000 })(
    "agrees with core/dates on every text, valid or not",
    (text) => {
      expect(flightClockMinutes(text)).toEqual(slow(text));
    },
  );
  test("examples", () => {
    expect(flightClockMinutes("19700101T0001")).toBe(1);
    expect(flightClockMinutes("20240229T1000")).toBe(slow("20240229T1000"));
    expect(flightClockMinutes("20230229T1000")).toBeNaN();
    expect(flightClockMinutes(undefined)).toBeNaN();
    expect(flightClockMinutes("2024022911000")).toBeNaN();
  });
});
