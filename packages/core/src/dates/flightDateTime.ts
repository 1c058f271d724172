import * as Result from "effect/Result";
import { shownInput } from "../internal/outsideInput.js";
import {
  type CalendarDate,
  calendarDateFromDayNumber,
  calendarDateToDayNumber,
  formatCompactDate,
  parseCompactDate,
} from "./calendarDate.js";
import { type ClockTime, clockTimeToMinutes, MINUTES_PER_DAY, parseClockTime } from "./clockTime.js";
import { type DateParseError, dateParseError } from "./dateParseError.js";

/** A local date and time of a flight event (departure or arrival), as the booking API exchanges it. */
export interface FlightDateTime {
  readonly date: CalendarDate;
  readonly time: ClockTime;
}

const pad2 = (value: number): string => String(value).padStart(2, "0");

/**
 * Writes `YYYYMMDDTHHmm`.
 *
 * Spec 000 §9 and spec 002 §9: "Flight times exchanged as YYYYMMDDTHHmm".
 *
 * @example formatFlightDateTime({ date: "2026-07-01" as CalendarDate, time: { hours: 9, minutes: 5 } }) // "20260701T0905"
 */
export const formatFlightDateTime = (value: FlightDateTime): string =>
  `${formatCompactDate(value.date)}T${pad2(value.time.hours)}${pad2(value.time.minutes)}`;

/**
 * Reads `YYYYMMDDTHHmm`. Never throws.
 *
 * @example parseFlightDateTime("20260701T0905") // Success({ date: "2026-07-01", time: { hours: 9, minutes: 5 } })
 */
export const parseFlightDateTime = (input: string): Result.Result<FlightDateTime, DateParseError> => {
  if (typeof input !== "string") return Result.fail(dateParseError("YYYYMMDDTHHmm", shownInput(input), "not a text"));
  const match = /^(\d{8})T(\d{2})(\d{2})$/.exec(input);
  if (match === null) return Result.fail(dateParseError("YYYYMMDDTHHmm", input, "expected YYYYMMDDTHHmm"));
  const relabel = (error: DateParseError): DateParseError => ({ ...error, format: "YYYYMMDDTHHmm", input });
  // Plain checks rather than `Result.gen`: a results page reads dozens of these per solution card, and the generator
  // made each read slow enough for a filter click to block the main thread.
  const date = parseCompactDate(match[1] ?? "");
  if (Result.isFailure(date)) return Result.fail(relabel(date.failure));
  const time = parseClockTime(`${match[2]}:${match[3]}`);
  if (Result.isFailure(time)) return Result.fail(relabel(time.failure));
  return Result.succeed({ date: date.success, time: time.success });
};

/** Minutes since 1970-01-01 00:00 of the same local clock; differences give durations. */
export const flightDateTimeToMinutes = (value: FlightDateTime): number =>
  calendarDateToDayNumber(value.date) * MINUTES_PER_DAY + clockTimeToMinutes(value.time);

/** The flight date-time `minutes` after 1970-01-01 00:00 (inverse of {@link flightDateTimeToMinutes}). */
export const flightDateTimeFromMinutes = (minutes: number): FlightDateTime => {
  const whole = Math.trunc(minutes);
  const day = Math.floor(whole / MINUTES_PER_DAY);
  const inDay = whole - day * MINUTES_PER_DAY;
  return { date: calendarDateFromDayNumber(day), time: { hours: Math.floor(inDay / 60), minutes: inDay % 60 } };
};
