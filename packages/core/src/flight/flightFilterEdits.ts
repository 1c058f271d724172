import * as Result from "effect/Result";
import { type CalendarDate, type ClockTime, formatClockTime, parseClockTime } from "../dates/index.js";
import { type Money, moneyFromDecimal, moneyToDecimal } from "../money/index.js";
import type { FlightSearchFilters, FlightTimeWindow } from "../routes/flightSearchFilters.js";
import {
  PRICE_FILTER_MINIMUM,
  priceFilterNumber,
  type ValidationIssue,
  validatePriceRangeFilter,
} from "../validation/index.js";
import { withFlightFilters } from "./applyFlightFilters.js";
import { type FlightTimetableInvalid, flightTimetableBounds, shiftFlightTimetableDate } from "./flightTimetable.js";

/**
 * The filter panel's edits as pure functions from one filter state to the next (every one back to page 1, as
 * `withFlightFilters`): ticking a code, the schedule's day arrows and HH:mm inputs, the price range's inputs.
 *
 * Spec 002 §5: "Time filters are HH:mm; the date-day arrows move from/to at most 3 days around the searched date; an
 * invalid window shows 'Ingrese la fecha y hora de manera correcta'"; "Price min and max: numeric, minimum 0".
 * Spec 002 §4: "Filters: any change re-filters".
 */

/** A leg (0 outbound, 1 return) and a direction of the schedule filter. */
export interface FlightScheduleTarget {
  readonly leg: 0 | 1;
  readonly direction: "departure" | "arrival";
}

/** The filters with one schedule window changed. */
export const withFlightScheduleWindow = (
  filters: FlightSearchFilters,
  { leg, direction }: FlightScheduleTarget,
  change: Partial<FlightTimeWindow>,
): FlightSearchFilters => {
  const timetable = [filters.timetable[0], filters.timetable[1]] as [
    FlightSearchFilters["timetable"][0],
    FlightSearchFilters["timetable"][1],
  ];
  timetable[leg] = { ...timetable[leg], [direction]: { ...timetable[leg][direction], ...change } };
  return withFlightFilters(filters, { timetable });
};

/**
 * A day arrow pressed on a window's `from` or `to` date: `days` later (negative: earlier), starting from the searched
 * date when the window has no date yet, and kept within 3 days of the searched date.
 *
 * @example shiftFlightScheduleDate(filters, { leg: 0, direction: "departure" }, "from", 1, "2026-12-10" as CalendarDate)
 * // timetable[0].departure.fromDate === "2026-12-11"
 */
export const shiftFlightScheduleDate = (
  filters: FlightSearchFilters,
  target: FlightScheduleTarget,
  end: "from" | "to",
  days: number,
  searchedDate: CalendarDate,
): FlightSearchFilters => {
  const key = end === "from" ? "fromDate" : "toDate";
  const current = filters.timetable[target.leg][target.direction][key] ?? searchedDate;
  return withFlightScheduleWindow(filters, target, { [key]: shiftFlightTimetableDate(current, days, searchedDate) });
};

/** Whether a day arrow can still move a date (`days` = -1 or 1) without leaving the 3 days around the search. */
export const flightScheduleDateCanShift = (
  date: CalendarDate | null,
  days: number,
  searchedDate: CalendarDate,
): boolean => {
  const current = date ?? searchedDate;
  return shiftFlightTimetableDate(current, days, searchedDate) !== current;
};

/** A schedule time typed that is not `HH:mm` ("" leaves that end open). */
export interface FlightScheduleTimeInvalid {
  readonly _tag: "FlightScheduleTimeInvalid";
  readonly end: "from" | "to";
  readonly messageKey: "flight.timeInvalid";
}

/** The text of a window's time in its HH:mm input ("" when open). */
export const flightScheduleTimeText = (time: ClockTime | null): string => (time === null ? "" : formatClockTime(time));

/**
 * The funnel of a schedule window: the typed From and To times (`HH:mm`, "" = open) applied to the filters, or the
 * first end that does not read, or `FlightTimetableInvalid` (`order`) when the window would start after it ends.
 * Spec 002 §5 says such a window "is not applied": refused here, it never reaches the URL nor the search, and the
 * view shows the message beside the inputs that still hold what was typed.
 *
 * @example applyFlightScheduleTimes(filters, { leg: 0, direction: "departure" }, { from: "06:00", to: "" })
 */
export const applyFlightScheduleTimes = (
  filters: FlightSearchFilters,
  target: FlightScheduleTarget,
  texts: { readonly from: string; readonly to: string },
): Result.Result<FlightSearchFilters, FlightScheduleTimeInvalid | FlightTimetableInvalid> => {
  const read = (end: "from" | "to"): Result.Result<ClockTime | null, FlightScheduleTimeInvalid> => {
    const text = texts[end].trim();
    if (text === "") return Result.succeed(null);
    const time = parseClockTime(text);
    return Result.isSuccess(time)
      ? Result.succeed(time.success)
      : Result.fail({ _tag: "FlightScheduleTimeInvalid", end, messageKey: "flight.timeInvalid" });
  };
  return Result.gen(function* () {
    const from = yield* read("from");
    const to = yield* read("to");
    const next = withFlightScheduleWindow(filters, target, { from, to });
    yield* flightTimetableBounds(next.timetable[target.leg][target.direction]);
    return next;
  });
};

/** The text of a price bound in its input: major units with 2 decimals, "" when open. */
export const flightPriceBoundText = (minor: number | null, currency: string): string =>
  minor === null ? "" : moneyToDecimal({ minor, currency } satisfies Money).toFixed(2);

/**
 * The price funnel: the typed minimum and maximum (major units, "" = open) as minor-unit bounds in `currency`, or
 * every failing end (core's `validatePriceRangeFilter`: not a number, below 0, minimum above maximum).
 *
 * @example applyFlightPriceRange(filters, { minimum: "300", maximum: "" }, "USD") // Success: priceRange.minimum 30000
 */
export const applyFlightPriceRange = (
  filters: FlightSearchFilters,
  texts: { readonly minimum: string; readonly maximum: string },
  currency: string,
): Result.Result<FlightSearchFilters, readonly ValidationIssue[]> => {
  const issues = validatePriceRangeFilter(texts);
  if (issues.length > 0) return Result.fail(issues);
  const minor = (text: string): number | null => {
    const value = priceFilterNumber(text);
    if (value === undefined || Number.isNaN(value) || value < PRICE_FILTER_MINIMUM) return null;
    const amount = moneyFromDecimal(value, currency);
    return Result.isSuccess(amount) ? amount.success.minor : null;
  };
  return Result.succeed(
    withFlightFilters(filters, {
      priceRange: { minimum: minor(texts.minimum), maximum: minor(texts.maximum), currency },
    }),
  );
};
