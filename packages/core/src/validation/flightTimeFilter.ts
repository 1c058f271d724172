import * as Result from "effect/Result";
import { addDaysToCalendarDate, type CalendarDate } from "../dates/calendarDate.js";
import { clockTimeToMinutes, parseClockTime } from "../dates/clockTime.js";
import { calendarDateOf } from "./internal/formRules.js";
import { type ValidationIssue, validationIssue } from "./validationIssue.js";

/** Spec 002 §5 "Filter date change limited to 3 days before or after the searched date"; §9 "plus or minus 3 days". */
export const FLIGHT_FILTER_DATE_WINDOW_DAYS = 3;

/** A leg of the trip: 0 outbound, 1 return. */
export type FlightFilterLeg = 0 | 1;
/** Which end of the leg a schedule filter constrains. */
export type FlightFilterDirection = "departure" | "arrival";

/** One schedule filter as typed (spec 002 §3 "Timetable: per leg (0, 1) and direction (departure, arrival)"). */
export interface FlightTimeFilterValues {
  readonly leg: FlightFilterLeg;
  readonly direction: FlightFilterDirection;
  /** from_date, `YYYY-MM-DD`. */
  readonly fromDate: string;
  /** from time, `HH:mm`. */
  readonly fromTime: string;
  /** to_date, `YYYY-MM-DD`. */
  readonly toDate: string;
  /** to time, `HH:mm`. */
  readonly toTime: string;
}

/** The first and last day a schedule filter may use: the searched day ± 3. */
export const flightFilterDateWindow = (
  searched: CalendarDate,
): { readonly min: CalendarDate; readonly max: CalendarDate } => ({
  min: addDaysToCalendarDate(searched, -FLIGHT_FILTER_DATE_WINDOW_DAYS),
  max: addDaysToCalendarDate(searched, FLIGHT_FILTER_DATE_WINDOW_DAYS),
});

/**
 * Every failing part of one schedule filter, on `[leg, direction, field]`, or on `[leg, direction]` when from is
 * later than to.
 *
 * Spec 002 §5: "Time filters are HH:mm; invalid shows 'Ingrese la fecha y hora de manera correcta' per leg and
 * direction. From date-time must not be later than to date-time per leg, otherwise an error is shown for
 * departure/arrival and the filter is not applied" (that error reuses the same text); "Filter date change limited
 * to 3 days before or after the searched date" ('forms.filterDateOutOfWindow'). `searched` is the leg's searched
 * day; without it the window is not checked.
 *
 * @example validateFlightTimeFilter({ leg: 0, direction: "departure", fromDate: "2027-01-10", fromTime: "23:00", toDate: "2027-01-10", toTime: "06:00" }, "2027-01-10")
 * // [{ path: [0, "departure"], key: "flight.timeInvalid" }]
 */
export const validateFlightTimeFilter = (
  filter: FlightTimeFilterValues,
  searched?: CalendarDate,
): ValidationIssue[] => {
  const base = [filter.leg, filter.direction] as const;
  const issues: ValidationIssue[] = [];
  const window = searched === undefined ? undefined : flightFilterDateWindow(searched);
  const readDate = (field: "fromDate" | "toDate"): CalendarDate | undefined => {
    const date = calendarDateOf(filter[field]);
    if (date === undefined) issues.push(validationIssue([...base, field], "flight.timeInvalid"));
    else if (window !== undefined && (date < window.min || date > window.max)) {
      issues.push(
        validationIssue([...base, field], "forms.filterDateOutOfWindow", { days: FLIGHT_FILTER_DATE_WINDOW_DAYS }),
      );
    }
    return date;
  };
  const readTime = (field: "fromTime" | "toTime"): number | undefined => {
    const time = parseClockTime(filter[field].trim());
    if (Result.isSuccess(time)) return clockTimeToMinutes(time.success);
    issues.push(validationIssue([...base, field], "flight.timeInvalid"));
    return undefined;
  };
  const fromDate = readDate("fromDate");
  const fromTime = readTime("fromTime");
  const toDate = readDate("toDate");
  const toTime = readTime("toTime");
  if (fromDate !== undefined && toDate !== undefined && fromTime !== undefined && toTime !== undefined) {
    const later = fromDate > toDate || (fromDate === toDate && fromTime > toTime);
    if (later) issues.push(validationIssue([...base], "flight.timeInvalid"));
  }
  return issues;
};

/**
 * Every failing schedule filter of a search: each filter checked against its leg's searched day
 * (`searchedDates[0]` outbound, `searchedDates[1]` return).
 */
export const validateFlightTimeFilters = (
  filters: readonly FlightTimeFilterValues[],
  searchedDates: readonly (CalendarDate | undefined)[] = [],
): ValidationIssue[] => filters.flatMap((filter) => validateFlightTimeFilter(filter, searchedDates[filter.leg]));
