import * as Result from "effect/Result";
import { type CalendarDate, parseCalendarDate } from "./calendarDate.js";

/**
 * A form's date text as a calendar date, or null when it is empty or not a real `YYYY-MM-DD` day (the read-only date
 * inputs hold "" until a day is picked).
 *
 * @example calendarDateOfText("2026-12-01") // "2026-12-01"; calendarDateOfText("") // null
 */
export const calendarDateOfText = (text: string | null): CalendarDate | null => {
  if (text === null || text === "") return null;
  const parsed = parseCalendarDate(text);
  return Result.isSuccess(parsed) ? parsed.success : null;
};
