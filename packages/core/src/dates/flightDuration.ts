import * as Result from "effect/Result";
import { shownInput } from "../internal/outsideInput.js";
import { type DateParseError, dateParseError } from "./dateParseError.js";
import { type FlightDateTime, flightDateTimeToMinutes } from "./flightDateTime.js";

/**
 * Minutes from departure to arrival, both read on the same local clock the API sends.
 *
 * Spec 002 §3: flight summary "eft" (elapsed flight time) and "totalWaitBetweenSegs"; segments "waitTime".
 */
export const flightDurationMinutes = (departure: FlightDateTime, arrival: FlightDateTime): number =>
  flightDateTimeToMinutes(arrival) - flightDateTimeToMinutes(departure);

/**
 * Writes a non-negative whole number of minutes as `{h}h {mm}m`.
 *
 * The spec shows durations (elapsed flight time, waits) without fixing a format; this is the one core defines.
 *
 * @example formatFlightDuration(125) // "2h 05m"
 */
export const formatFlightDuration = (minutes: number): string => {
  const whole = Math.max(0, Math.trunc(minutes));
  return `${Math.floor(whole / 60)}h ${String(whole % 60).padStart(2, "0")}m`;
};

/**
 * Reads `{h}h {mm}m` back to minutes. Never throws.
 *
 * @example parseFlightDuration("2h 05m") // Success(125)
 */
export const parseFlightDuration = (input: string): Result.Result<number, DateParseError> => {
  if (typeof input !== "string") return Result.fail(dateParseError("duration", shownInput(input), "not a text"));
  const match = /^(0|[1-9]\d{0,6})h ([0-5]\d)m$/.exec(input);
  if (match === null) return Result.fail(dateParseError("duration", input, "expected {hours}h {mm}m"));
  return Result.succeed(Number(match[1]) * 60 + Number(match[2]));
};
