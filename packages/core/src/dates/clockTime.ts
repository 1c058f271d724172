import * as Result from "effect/Result";
import { shownInput } from "../internal/outsideInput.js";
import { type DateParseError, dateParseError } from "./dateParseError.js";

/** A time of day, hours 0–23 and minutes 0–59. */
export interface ClockTime {
  readonly hours: number;
  readonly minutes: number;
}

/** Minutes in a day; arrival-day markers and durations count in these. */
export const MINUTES_PER_DAY = 1440;

const pad2 = (value: number): string => String(value).padStart(2, "0");

/**
 * Writes `HH:mm`.
 *
 * Spec 002 §9: "Times shown HH:mm"; spec 002 §5: "Time filters are HH:mm".
 *
 * @example formatClockTime({ hours: 6, minutes: 5 }) // "06:05"
 */
export const formatClockTime = (time: ClockTime): string => `${pad2(time.hours)}:${pad2(time.minutes)}`;

/**
 * Reads `HH:mm` (00:00–23:59). Never throws.
 *
 * @example parseClockTime("23:45") // Success({ hours: 23, minutes: 45 })
 */
export const parseClockTime = (input: string): Result.Result<ClockTime, DateParseError> => {
  if (typeof input !== "string") return Result.fail(dateParseError("HH:mm", shownInput(input), "not a text"));
  const match = /^(\d{2}):(\d{2})$/.exec(input);
  if (match === null) return Result.fail(dateParseError("HH:mm", input, "expected HH:mm"));
  const hours = Number(match[1]);
  const minutes = Number(match[2]);
  if (hours > 23 || minutes > 59) return Result.fail(dateParseError("HH:mm", input, "hours 00-23, minutes 00-59"));
  return Result.succeed({ hours, minutes });
};

/** Minutes since midnight (0–1439). */
export const clockTimeToMinutes = (time: ClockTime): number => time.hours * 60 + time.minutes;

/** The time of day `minutes` after midnight, wrapping around the day (so -1 is 23:59). */
export const clockTimeFromMinutes = (minutes: number): ClockTime => {
  const inDay = ((Math.trunc(minutes) % MINUTES_PER_DAY) + MINUTES_PER_DAY) % MINUTES_PER_DAY;
  return { hours: Math.floor(inDay / 60), minutes: inDay % 60 };
};
