import { type CalendarDate, calendarDateFromDayNumber } from "./calendarDate.js";

const DAY_MS = 86_400_000;

/**
 * The calendar day at an instant, as a visitor whose clock is `utcOffsetMinutes` ahead of UTC reads it: "today" for
 * the forms, which refuse past days (spec 002 §5 "no past dates"). The clock and the offset come from the caller
 * (core reads no clock); west of Greenwich the offset is negative (Buenos Aires -180).
 *
 * @example calendarDateAtEpochMs(Date.UTC(2026, 10, 21, 2, 0), -180) // "2026-11-20" (23:00 in Buenos Aires)
 */
export const calendarDateAtEpochMs = (epochMs: number, utcOffsetMinutes = 0): CalendarDate =>
  calendarDateFromDayNumber(Math.floor((epochMs + utcOffsetMinutes * 60_000) / DAY_MS));
