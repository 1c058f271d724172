import { type CalendarDate, parseCalendarDate } from "@travesia/core";

/** A form's date text as core's calendar date, or null when it is empty or not a real `YYYY-MM-DD` day. */
export const calendarDateOf = (text: string | null): CalendarDate | null => {
  if (text === null || text === "") return null;
  const parsed = parseCalendarDate(text);
  return parsed._tag === "Success" ? parsed.success : null;
};
