import { fc, test } from "@fast-check/vitest";
import { Result } from "effect";
import { describe, expect, it } from "vitest";
import type { CalendarDate } from "./calendarDate.js";
import { flightDateTimeFromMinutes, flightDateTimeToMinutes } from "./flightDateTime.js";
import { flightDurationMinutes, formatFlightDuration, parseFlightDuration } from "./flightDuration.js";
import { arbClockTime, arbNearCalendarDate } from "./test/arbitraries.js";

describe("durations {h}h {mm}m", () => {
  test.prop([fc.integer({ min: 0, max: 599_999_999 })], { numRuns: 1000 })(
    "parse(format(minutes)) returns the minutes",
    (minutes) => {
      expect(parseFlightDuration(formatFlightDuration(minutes))).toEqual(Result.succeed(minutes));
    },
  );

  test.prop([fc.string({ maxLength: 9 })], { numRuns: 1000 })("parsing any string never throws", (text) => {
    const parsed = parseFlightDuration(text);
    if (Result.isSuccess(parsed)) expect(formatFlightDuration(parsed.success)).toBe(text);
    else expect(parsed.failure).toMatchObject({ _tag: "DateParseError", format: "duration", input: text });
  });

  test.prop([fc.record({ date: arbNearCalendarDate, time: arbClockTime }), fc.integer({ min: 0, max: 5000 })], {
    numRuns: 1000,
  })("the duration between two flight times is the minutes between them", (departure, minutes) => {
    const arrival = flightDateTimeFromMinutes(flightDateTimeToMinutes(departure) + minutes);
    expect(flightDurationMinutes(departure, arrival)).toBe(minutes);
  });

  it("writes hours and zero-padded minutes", () => {
    expect(formatFlightDuration(125)).toBe("2h 05m");
    expect(formatFlightDuration(-5)).toBe("0h 00m");
    expect(
      flightDurationMinutes(
        { date: "2026-07-01" as CalendarDate, time: { hours: 22, minutes: 10 } },
        { date: "2026-07-02" as CalendarDate, time: { hours: 6, minutes: 30 } },
      ),
    ).toBe(500);
    expect(Result.isFailure(parseFlightDuration("2h 60m"))).toBe(true);
  });
});
