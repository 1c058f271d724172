import * as Result from "effect/Result";
import {
  addDaysToCalendarDate,
  type CalendarDate,
  calendarDateToDayNumber,
  clockTimeToMinutes,
  MINUTES_PER_DAY,
} from "../dates/index.js";
import type { FlightSearchFilters, FlightTimeWindow } from "../routes/flightSearchFilters.js";

/**
 * The schedule (timetable) filter of one leg and direction.
 *
 * Spec 002 §3: "Timetable: per leg (0, 1) and direction (departure, arrival): from and to time (HH:mm) plus
 * from_date and to_date". Spec 002 §5: "Time filters are HH:mm; invalid shows 'Ingrese la fecha y hora de manera
 * correcta' per leg and direction. From date-time must not be later than to date-time per leg, otherwise an error
 * is shown for departure/arrival and the filter is not applied. Filter date change limited to 3 days before or
 * after the searched date." Spec 002 §4: "the date-day arrows shift the from/to date of a time filter"; §2: "Return
 * schedule filters are hidden for a one-way search."
 */

/** Spec 002 §9: "Filter date window: plus or minus 3 days". */
export const FLIGHT_TIMETABLE_DAY_WINDOW = 3;

/** A schedule window read for matching: bounds on the flight clock and on the time of day (minutes); null = open. */
export interface FlightTimetableBounds {
  /** Lower bound: `fromDate` at `from` (00:00 when no time), minutes since 1970-01-01 00:00. */
  readonly from: number | null;
  /** Upper bound: `toDate` at `to` (23:59 when no time). */
  readonly to: number | null;
  /** A time-of-day lower bound, when a time is set without a date. */
  readonly fromTimeOfDay: number | null;
  /** A time-of-day upper bound, when a time is set without a date. */
  readonly toTimeOfDay: number | null;
}

/** Why a schedule window is not applied; the view shows `messageKey` beside that leg and direction. */
export interface FlightTimetableInvalid {
  readonly _tag: "FlightTimetableInvalid";
  /** `order`: from is later than to; `window`: a date is more than 3 days from the searched date. */
  readonly reason: "order" | "window";
  readonly messageKey: "flight.timeInvalid";
}

const invalid = (reason: FlightTimetableInvalid["reason"]): Result.Result<never, FlightTimetableInvalid> =>
  Result.fail({ _tag: "FlightTimetableInvalid", reason, messageKey: "flight.timeInvalid" });

/**
 * Whether a filter date lies within 3 days of the searched date.
 *
 * @example flightTimetableDateAllowed("2026-12-04" as CalendarDate, "2026-12-01" as CalendarDate) // true
 */
export const flightTimetableDateAllowed = (date: CalendarDate, searchedDate: CalendarDate): boolean =>
  Math.abs(calendarDateToDayNumber(date) - calendarDateToDayNumber(searchedDate)) <= FLIGHT_TIMETABLE_DAY_WINDOW;

/**
 * The date after pressing a day arrow: `days` later (or earlier), kept within 3 days of the searched date.
 *
 * @example shiftFlightTimetableDate("2026-12-04" as CalendarDate, 1, "2026-12-01" as CalendarDate) // "2026-12-04"
 */
export const shiftFlightTimetableDate = (
  date: CalendarDate,
  days: number,
  searchedDate: CalendarDate,
): CalendarDate => {
  const offset = calendarDateToDayNumber(date) - calendarDateToDayNumber(searchedDate) + Math.trunc(days);
  return addDaysToCalendarDate(
    searchedDate,
    Math.max(-FLIGHT_TIMETABLE_DAY_WINDOW, Math.min(FLIGHT_TIMETABLE_DAY_WINDOW, offset)),
  );
};

const LAST_MINUTE = MINUTES_PER_DAY - 1;

/**
 * Reads a schedule window as bounds, or says why it is not applied. An open window gives null.
 *
 * @example flightTimetableBounds({ from: { hours: 6, minutes: 0 }, to: null, fromDate: null, toDate: null })
 * // Result.succeed({ from: null, to: null, fromTimeOfDay: 360, toTimeOfDay: null })
 */
export const flightTimetableBounds = (
  window: FlightTimeWindow,
  searchedDate?: CalendarDate | null,
): Result.Result<FlightTimetableBounds | null, FlightTimetableInvalid> => {
  if (window.from === null && window.to === null && window.fromDate === null && window.toDate === null) {
    return Result.succeed(null);
  }
  if (
    searchedDate !== undefined &&
    searchedDate !== null &&
    [window.fromDate, window.toDate].some((date) => date !== null && !flightTimetableDateAllowed(date, searchedDate))
  ) {
    return invalid("window");
  }
  const fromMinutes = window.from === null ? null : clockTimeToMinutes(window.from);
  const toMinutes = window.to === null ? null : clockTimeToMinutes(window.to);
  const bounds: FlightTimetableBounds = {
    from:
      window.fromDate === null ? null : calendarDateToDayNumber(window.fromDate) * MINUTES_PER_DAY + (fromMinutes ?? 0),
    to:
      window.toDate === null
        ? null
        : calendarDateToDayNumber(window.toDate) * MINUTES_PER_DAY + (toMinutes ?? LAST_MINUTE),
    fromTimeOfDay: window.fromDate === null ? fromMinutes : null,
    toTimeOfDay: window.toDate === null ? toMinutes : null,
  };
  const absoluteOrder = bounds.from !== null && bounds.to !== null && bounds.from > bounds.to;
  const sameDayOrder =
    window.fromDate === window.toDate && fromMinutes !== null && toMinutes !== null && fromMinutes > toMinutes;
  return absoluteOrder || sameDayOrder ? invalid("order") : Result.succeed(bounds);
};

/** The legs whose schedule filters show: only the outbound for a one-way search. */
export const flightTimetableLegs = (oneWay: boolean): readonly (0 | 1)[] => (oneWay ? [0] : [0, 1]);

/** One leg and direction whose window is not applied. */
export interface FlightTimetableIssue extends FlightTimetableInvalid {
  readonly leg: 0 | 1;
  readonly direction: "departure" | "arrival";
}

/**
 * Every schedule window of a filter state that is not applied, per leg and direction, for the view's messages.
 *
 * @example flightTimetableIssues(filters, ["2026-12-01", "2026-12-10"]) // [] when every window is valid
 */
export const flightTimetableIssues = (
  filters: Pick<FlightSearchFilters, "timetable">,
  searchedDates: readonly (CalendarDate | null)[] = [],
): readonly FlightTimetableIssue[] =>
  ([0, 1] as const).flatMap((leg) =>
    (["departure", "arrival"] as const).flatMap((direction) => {
      const read = flightTimetableBounds(filters.timetable[leg][direction], searchedDates[leg] ?? null);
      return Result.isFailure(read) ? [{ ...read.failure, leg, direction }] : [];
    }),
  );
