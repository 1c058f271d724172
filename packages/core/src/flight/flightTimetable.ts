import { Result } from "effect";
import {
  addDaysToCalendarDate,
  type CalendarDate,
  calendarDateToDayNumber,
  clockTimeToMinutes,
  MINUTES_PER_DAY,
  parseCalendarDate,
  parseClockTime,
} from "../dates/index.js";
import type { FlightTimeWindow } from "./internal/flightFilterEngine.js";

/**
 * The schedule (timetable) filter of one leg and direction.
 *
 * Spec 002 §3: "Timetable: per leg (0, 1) and direction (departure, arrival): from and to time (HH:mm) plus
 * from_date and to_date". Spec 002 §5: "Time filters are HH:mm; invalid shows 'Ingrese la fecha y hora de manera
 * correcta' per leg and direction. From date-time must not be later than to date-time per leg, otherwise an error
 * is shown for departure/arrival and the filter is not applied. Filter date change limited to 3 days before or
 * after the searched date." Spec 002 §4: "the date-day arrows shift the from/to date of a time filter".
 */

/** Spec 002 §9: "Filter date window: plus or minus 3 days". */
export const FLIGHT_TIMETABLE_DAY_WINDOW = 3;

/** One schedule filter entry: times `HH:mm`, dates `YYYY-MM-DD`. */
export interface FlightTimetableEntryLike {
  readonly from: string;
  readonly to: string;
  readonly from_date: string;
  readonly to_date: string;
}

/** Why a schedule entry is not applied; the view shows `messageKey` beside that leg and direction. */
export interface FlightTimetableInvalid {
  readonly _tag: "FlightTimetableInvalid";
  /** `format`: a time or date does not read; `order`: from is after to; `window`: a date is beyond ±3 days. */
  readonly reason: "format" | "order" | "window";
  readonly messageKey: "flight.timeInvalid";
}

const invalid = (reason: FlightTimetableInvalid["reason"]): Result.Result<never, FlightTimetableInvalid> =>
  Result.fail({ _tag: "FlightTimetableInvalid", reason, messageKey: "flight.timeInvalid" });

const minutesOf = (date: CalendarDate, time: string): number | null => {
  const clock = parseClockTime(time);
  return Result.isSuccess(clock)
    ? calendarDateToDayNumber(date) * MINUTES_PER_DAY + clockTimeToMinutes(clock.success)
    : null;
};

/**
 * Whether a filter date lies within 3 days of the searched date.
 *
 * @example flightTimetableDateAllowed("2026-12-04", "2026-12-01") // true
 */
export const flightTimetableDateAllowed = (date: string, searchedDate: string): boolean => {
  const d = parseCalendarDate(date);
  const s = parseCalendarDate(searchedDate);
  return (
    Result.isSuccess(d) &&
    Result.isSuccess(s) &&
    Math.abs(calendarDateToDayNumber(d.success) - calendarDateToDayNumber(s.success)) <= FLIGHT_TIMETABLE_DAY_WINDOW
  );
};

/**
 * The date after pressing a day arrow: `days` later (or earlier), kept within 3 days of the searched date. An
 * unreadable date is returned as is.
 *
 * @example shiftFlightTimetableDate("2026-12-04", 1, "2026-12-01") // "2026-12-04" (already at +3)
 */
export const shiftFlightTimetableDate = (date: string, days: number, searchedDate: string): string => {
  const d = parseCalendarDate(date);
  const s = parseCalendarDate(searchedDate);
  if (Result.isFailure(d) || Result.isFailure(s)) return date;
  const offset = calendarDateToDayNumber(d.success) - calendarDateToDayNumber(s.success) + Math.trunc(days);
  const bounded = Math.max(-FLIGHT_TIMETABLE_DAY_WINDOW, Math.min(FLIGHT_TIMETABLE_DAY_WINDOW, offset));
  return addDaysToCalendarDate(s.success, bounded);
};

/**
 * Reads a schedule entry as a window on the flight clock, or says why it is not applied.
 *
 * @example flightTimetableWindow({ from: "06:00", to: "12:00", from_date: "2026-12-01", to_date: "2026-12-01" }, "2026-12-01")
 * // Result.succeed({ from: …, to: … })
 */
export const flightTimetableWindow = (
  entry: FlightTimetableEntryLike,
  searchedDate?: string | null,
): Result.Result<FlightTimeWindow, FlightTimetableInvalid> => {
  const fromDate = parseCalendarDate(entry.from_date);
  const toDate = parseCalendarDate(entry.to_date);
  if (Result.isFailure(fromDate) || Result.isFailure(toDate)) return invalid("format");
  const from = minutesOf(fromDate.success, entry.from);
  const to = minutesOf(toDate.success, entry.to);
  if (from === null || to === null) return invalid("format");
  if (
    searchedDate !== undefined &&
    searchedDate !== null &&
    !(
      flightTimetableDateAllowed(entry.from_date, searchedDate) &&
      flightTimetableDateAllowed(entry.to_date, searchedDate)
    )
  ) {
    return invalid("window");
  }
  if (from > to) return invalid("order");
  return Result.succeed({ from, to });
};
