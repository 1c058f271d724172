import { fc, test } from "@fast-check/vitest";
import { Result } from "effect";
import { describe, expect, it } from "vitest";
import { parseCompactDate } from "./calendarDate.js";
import { parseClockTime } from "./clockTime.js";
import {
  flightDateTimeFromMinutes,
  flightDateTimeToMinutes,
  formatFlightDateTime,
  parseFlightDateTime,
} from "./flightDateTime.js";
import { arbFlightDateTime } from "./test/arbitraries.js";

describe("flight times YYYYMMDDTHHmm", () => {
  test.prop([arbFlightDateTime], { numRuns: 1000 })("parse(format(value)) returns the value", (value) => {
    expect(parseFlightDateTime(formatFlightDateTime(value))).toEqual(Result.succeed(value));
    expect(flightDateTimeFromMinutes(flightDateTimeToMinutes(value))).toEqual(value);
  });

  test.prop([fc.string({ maxLength: 14 })], { numRuns: 1000 })("parsing any string never throws", (text) => {
    const parsed = parseFlightDateTime(text);
    if (Result.isSuccess(parsed)) expect(formatFlightDateTime(parsed.success)).toBe(text);
    else expect(parsed.failure).toMatchObject({ _tag: "DateParseError", format: "YYYYMMDDTHHmm", input: text });
  });

  const digits = (length: number) =>
    fc.string({ unit: fc.constantFrom(..."0123456789"), minLength: length, maxLength: length });

  test.prop([digits(8), digits(2), digits(2)], { numRuns: 1000 })(
    "any YYYYMMDDTHHmm digits read as their date and clock time read apart, a failure relabelled",
    (date, hours, minutes) => {
      const text = `${date}T${hours}${minutes}`;
      const day = parseCompactDate(date);
      const time = parseClockTime(`${hours}:${minutes}`);
      const parsed = parseFlightDateTime(text);
      if (Result.isSuccess(day) && Result.isSuccess(time)) {
        expect(parsed).toEqual(Result.succeed({ date: day.success, time: time.success }));
      } else {
        const first = Result.isFailure(day) ? day.failure : Result.isFailure(time) ? time.failure : null;
        expect(parsed).toEqual(Result.fail({ ...first, format: "YYYYMMDDTHHmm", input: text }));
      }
    },
  );

  it("reads the API's format and names bad parts", () => {
    expect(parseFlightDateTime("20260701T0905")).toEqual(
      Result.succeed({ date: "2026-07-01", time: { hours: 9, minutes: 5 } }),
    );
    expect(parseFlightDateTime("20260231T0905")).toMatchObject({ failure: { format: "YYYYMMDDTHHmm" } });
    expect(parseFlightDateTime("20260701T2505")).toMatchObject({ failure: { format: "YYYYMMDDTHHmm" } });
  });
});
