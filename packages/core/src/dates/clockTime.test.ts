import { fc, test } from "@fast-check/vitest";
import { Result } from "effect";
import { describe, expect, it } from "vitest";
import { clockTimeFromMinutes, clockTimeToMinutes, formatClockTime, parseClockTime } from "./clockTime.js";
import { arbClockTime } from "./test/arbitraries.js";

describe("clock times HH:mm", () => {
  test.prop([arbClockTime], { numRuns: 1000 })("parse(format(time)) returns the time", (time) => {
    expect(parseClockTime(formatClockTime(time))).toEqual(Result.succeed(time));
    expect(clockTimeFromMinutes(clockTimeToMinutes(time))).toEqual(time);
  });

  test.prop([fc.string({ maxLength: 6 })], { numRuns: 1000 })("parsing any string never throws", (text) => {
    const parsed = parseClockTime(text);
    if (Result.isSuccess(parsed)) expect(formatClockTime(parsed.success)).toBe(text);
    else expect(parsed.failure).toMatchObject({ _tag: "DateParseError", format: "HH:mm" });
  });

  it("refuses impossible times and wraps minutes around the day", () => {
    expect(Result.isFailure(parseClockTime("24:00"))).toBe(true);
    expect(Result.isFailure(parseClockTime("12:60"))).toBe(true);
    expect(clockTimeFromMinutes(-1)).toEqual({ hours: 23, minutes: 59 });
    expect(formatClockTime({ hours: 6, minutes: 5 })).toBe("06:05");
  });
});
