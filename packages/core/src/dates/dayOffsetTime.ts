import * as Result from "effect/Result";
import { shownInput } from "../internal/outsideInput.js";
import { calendarDateToDayNumber } from "./calendarDate.js";
import { type ClockTime, formatClockTime, parseClockTime } from "./clockTime.js";
import { type DateParseError, dateParseError } from "./dateParseError.js";
import type { FlightDateTime } from "./flightDateTime.js";

/** A time of day with the number of days after the departure day it falls on (0 for the same day). */
export interface DayOffsetTime {
  readonly time: ClockTime;
  /** Whole days after the departure day; negative when a flight lands on an earlier calendar day. */
  readonly dayOffset: number;
}

/**
 * The arrival time as shown on a flight card, with its day offset from the departure.
 *
 * Spec 002 §9: "Times shown HH:mm with a '+N' day marker when arrival is on a later day."
 *
 * @example arrivalDayOffsetTime({ date: "2026-07-01", time: 22:10 }, { date: "2026-07-02", time: 06:30 }) // { time: 06:30, dayOffset: 1 }
 */
export const arrivalDayOffsetTime = (departure: FlightDateTime, arrival: FlightDateTime): DayOffsetTime => ({
  time: arrival.time,
  dayOffset: calendarDateToDayNumber(arrival.date) - calendarDateToDayNumber(departure.date),
});

/**
 * Writes `HH:mm`, followed by `+N` when the time is N days later (and `-N` when earlier, which the date line allows).
 *
 * @example formatDayOffsetTime({ time: { hours: 6, minutes: 30 }, dayOffset: 1 }) // "06:30+1"
 */
export const formatDayOffsetTime = (value: DayOffsetTime): string =>
  value.dayOffset === 0
    ? formatClockTime(value.time)
    : `${formatClockTime(value.time)}${value.dayOffset > 0 ? "+" : "-"}${Math.abs(value.dayOffset)}`;

/**
 * Reads `HH:mm[+N|-N]` (N ≥ 1). Never throws.
 *
 * @example parseDayOffsetTime("06:30+1") // Success({ time: { hours: 6, minutes: 30 }, dayOffset: 1 })
 */
export const parseDayOffsetTime = (input: string): Result.Result<DayOffsetTime, DateParseError> => {
  if (typeof input !== "string") return Result.fail(dateParseError("HH:mm+N", shownInput(input), "not a text"));
  const match = /^(\d{2}:\d{2})(?:([+-])([1-9]\d{0,5}))?$/.exec(input);
  if (match === null) return Result.fail(dateParseError("HH:mm+N", input, "expected HH:mm, HH:mm+N or HH:mm-N"));
  const [, clock = "", sign, days] = match;
  return Result.mapBoth(parseClockTime(clock), {
    onFailure: (error) => ({ ...error, format: "HH:mm+N" as const, input }),
    onSuccess: (time) => ({ time, dayOffset: days === undefined ? 0 : (sign === "-" ? -1 : 1) * Number(days) }),
  });
};
