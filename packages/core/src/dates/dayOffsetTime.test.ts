import { fc, test } from "@fast-check/vitest";
import { Result } from "effect";
import { describe, expect, it } from "vitest";
import { addDaysToCalendarDate, type CalendarDate } from "./calendarDate.js";
import { arrivalDayOffsetTime, formatDayOffsetTime, parseDayOffsetTime } from "./dayOffsetTime.js";
import { arbClockTime, arbNearCalendarDate } from "./test/arbitraries.js";

describe("arrival times HH:mm+N", () => {
  const arbValue = fc.record({ time: arbClockTime, dayOffset: fc.integer({ min: -999_999, max: 999_999 }) });

  test.prop([arbValue], { numRuns: 1000 })("parse(format(value)) returns the value", (value) => {
    expect(parseDayOffsetTime(formatDayOffsetTime(value))).toEqual(Result.succeed(value));
  });

  test.prop([fc.string({ maxLength: 9 })], { numRuns: 1000 })("parsing any string never throws", (text) => {
    const parsed = parseDayOffsetTime(text);
    if (Result.isSuccess(parsed)) expect(formatDayOffsetTime(parsed.success)).toBe(text);
    else expect(parsed.failure).toMatchObject({ _tag: "DateParseError", format: "HH:mm+N", input: text });
  });

  test.prop([arbNearCalendarDate, arbClockTime, fc.integer({ min: 0, max: 3 }), arbClockTime], { numRuns: 1000 })(
    "the marker counts the days between departure and arrival",
    (date, departureTime, days, arrivalTime) => {
      const label = arrivalDayOffsetTime(
        { date, time: departureTime },
        { date: addDaysToCalendarDate(date, days), time: arrivalTime },
      );
      expect(label).toEqual({ time: arrivalTime, dayOffset: days });
      expect(formatDayOffsetTime(label).endsWith(days === 0 ? formatDayOffsetTime({ ...label }) : `+${days}`)).toBe(
        true,
      );
    },
  );

  it("shows the spec's marker", () => {
    const departure = { date: "2026-07-01" as CalendarDate, time: { hours: 22, minutes: 10 } };
    const arrival = { date: "2026-07-02" as CalendarDate, time: { hours: 6, minutes: 30 } };
    expect(formatDayOffsetTime(arrivalDayOffsetTime(departure, arrival))).toBe("06:30+1");
    expect(formatDayOffsetTime({ time: { hours: 6, minutes: 30 }, dayOffset: -1 })).toBe("06:30-1");
    expect(Result.isFailure(parseDayOffsetTime("06:30+0"))).toBe(true);
    expect(Result.isFailure(parseDayOffsetTime("25:30+1"))).toBe(true);
  });
});
