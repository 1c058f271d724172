import { addDaysToCalendarDate, type CalendarDate, calendarDateToDayNumber } from "../dates/index.js";
import type { FlightSearch } from "../routes/flightResultsUrl.js";
import { FLIGHT_DATE_GRID_DAYS } from "./flightDateGrid.js";

/** A departure date and, on a round trip, a return date. */
export type FlightDatePair = readonly [departure: CalendarDate, returnDate: CalendarDate | null];

/**
 * The date pairs a flight search asks for: the searched pair, or with flexible dates every pair of the date grid.
 *
 * Spec 002 §2, §3: the results URL carries "fechas_flexibles" ('1' means true); §5: "Filter date change limited to 3
 * days before or after the searched date"; §9: "Filter date window: plus or minus 3 days". Core's reading: a flexible
 * search answers the flights of every day the schedule filter's day arrows can reach, departures within 3 days of the
 * searched departure and returns within 3 days of the searched return, the same window as the date grid; the day
 * arrows then narrow it. A fixed search answers its own dates only. Pairs whose departure is before `today`, or whose
 * return is before their departure, are left out, except the searched pair, which is always first.
 *
 * @example flightSearchDatePairs({ departure: "2026-12-22", returnDate: null, flexibleDates: false }, today)
 * // [["2026-12-22", null]]
 */
export const flightSearchDatePairs = (
  search: Pick<FlightSearch, "departure" | "returnDate" | "flexibleDates">,
  today: CalendarDate,
): readonly FlightDatePair[] => {
  const searched: FlightDatePair = [search.departure, search.returnDate];
  if (!search.flexibleDates) return [searched];
  const shifts = Array.from({ length: FLIGHT_DATE_GRID_DAYS * 2 + 1 }, (_, index) => index - FLIGHT_DATE_GRID_DAYS);
  const returns = search.returnDate;
  const pairs: FlightDatePair[] = [searched];
  for (const out of shifts) {
    const departure = addDaysToCalendarDate(search.departure, out);
    if (calendarDateToDayNumber(departure) < calendarDateToDayNumber(today)) continue;
    for (const back of returns === null ? [null] : shifts) {
      const returnDate = returns === null || back === null ? null : addDaysToCalendarDate(returns, back);
      if (returnDate !== null && calendarDateToDayNumber(returnDate) < calendarDateToDayNumber(departure)) continue;
      if (out === 0 && (back === null || back === 0)) continue;
      pairs.push([departure, returnDate]);
    }
  }
  return pairs;
};
