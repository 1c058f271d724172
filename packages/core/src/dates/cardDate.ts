import * as Result from "effect/Result";
import { shownInput } from "../internal/outsideInput.js";
import { type CalendarDate, calendarDateParts, parseCalendarDate } from "./calendarDate.js";
import { type DateParseError, dateParseError } from "./dateParseError.js";

/**
 * Writes a calendar day as `dd/MM/yyyy` for flight solution cards.
 *
 * Spec 002 §2: "Solution cards show outbound ('IDA') and return ('VUELTA') trips with city names and dd/MM/yyyy dates".
 *
 * @example formatCardDate("2026-07-01" as CalendarDate) // "01/07/2026"
 */
export const formatCardDate = (date: CalendarDate): string => {
  const { year, month, day } = calendarDateParts(date);
  return `${String(day).padStart(2, "0")}/${String(month).padStart(2, "0")}/${String(year).padStart(4, "0")}`;
};

/**
 * Reads `dd/MM/yyyy`. Never throws.
 *
 * @example parseCardDate("01/07/2026") // Success("2026-07-01")
 */
export const parseCardDate = (input: string): Result.Result<CalendarDate, DateParseError> => {
  if (typeof input !== "string") return Result.fail(dateParseError("dd/MM/yyyy", shownInput(input), "not a text"));
  const match = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(input);
  if (match === null) return Result.fail(dateParseError("dd/MM/yyyy", input, "expected dd/MM/yyyy"));
  return Result.mapError(parseCalendarDate(`${match[3]}-${match[2]}-${match[1]}`), (error) => ({
    ...error,
    format: "dd/MM/yyyy" as const,
    input,
  }));
};
