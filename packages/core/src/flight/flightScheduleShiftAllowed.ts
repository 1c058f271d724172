import * as Result from "effect/Result";
import type { CalendarDate } from "../dates/index.js";
import type { FlightSearchFilters } from "../routes/flightSearchFilters.js";
import { type FlightScheduleTarget, flightScheduleDateCanShift, shiftFlightScheduleDate } from "./flightFilterEdits.js";
import { flightTimetableBounds } from "./flightTimetable.js";

/**
 * Whether a schedule window's day arrow may be pressed: the date stays within 3 days of the searched date, and a
 * window that starts before it ends does not come to start after it ends. Spec 002 §5: "From date-time must not be
 * later than to date-time per leg, otherwise an error is shown for departure/arrival and the filter is not applied";
 * an arrow applies at once, so the step that would break the order is refused (the arrow is disabled) instead of being
 * written to the URL and searched. A window already out of order (a URL typed by hand) may be moved either way.
 *
 * @example flightScheduleShiftAllowed(filters, { leg: 0, direction: "departure" }, "to", -1, searched) // false when `to` would fall before `from`
 */
export const flightScheduleShiftAllowed = (
  filters: FlightSearchFilters,
  target: FlightScheduleTarget,
  end: "from" | "to",
  days: number,
  searchedDate: CalendarDate,
): boolean => {
  const window = filters.timetable[target.leg][target.direction];
  if (!flightScheduleDateCanShift(end === "from" ? window.fromDate : window.toDate, days, searchedDate)) return false;
  const shifted = shiftFlightScheduleDate(filters, target, end, days, searchedDate).timetable[target.leg][
    target.direction
  ];
  return Result.isFailure(flightTimetableBounds(window)) || Result.isSuccess(flightTimetableBounds(shifted));
};
