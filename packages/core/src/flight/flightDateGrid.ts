import * as Result from "effect/Result";
import type { FlightCalendarDay } from "../api/index.js";
import { addDaysToCalendarDate, type CalendarDate, parseCalendarDate } from "../dates/index.js";
import { type Money, moneyFromDecimal } from "../money/index.js";
import { buildFlightResultsUrl, type FlightSearch } from "../routes/flightResultsUrl.js";
import {
  type FlightSearchFilters,
  type FlightTimeWindow,
  flightSearchFiltersDefault,
} from "../routes/flightSearchFilters.js";
import { buildFlightSearchUrl } from "../routes/flightSearchUrl.js";

/**
 * The flexible-dates price grid: the calendar call's reply as departure dates down and return dates across.
 *
 * Issue "Beyond the spec: the date grid": "With flexible dates (and as a tab on every round trip), the calendar call
 * becomes a price grid: departure dates down, return dates across, ±3 days around the search, the cheapest price in
 * each cell, the cheapest cells marked, a click runs that search. One way gets a single row." Spec 002 §7: `POST
 * /api/v1/flights/calendar` answers "done, flights" (one entry per date pair; no price = no flights that day).
 *
 * Core's reading where the issue is silent:
 * - the window is always 7 × 7 (7 × 1 for one way) around the searched dates, whatever the reply holds; reply entries
 *   outside it, or with dates that do not read, are ignored;
 * - several entries for one pair keep the lowest price; prices compare in the grid's currency (the currency of the
 *   first priced entry); a cell priced only in another currency shows that price but is never marked cheapest;
 * - a pair whose return is before its departure has no price and no link; a cell runs the same search (passengers,
 *   cabin, stops, office, flags) with that cell's dates;
 * - a flexible search answers every day within 3 days of its dates (`flightSearchDatePairs`), so its cells also pin
 *   the schedule filter's days to the cell's (outbound departure on its departure date, return departure on its
 *   return date): a click shows that pair's flights, with the grid still open around it and the days visible, and
 *   undoable, in the 'Horarios' section.
 */

/** Days shown on each side of the searched date. */
export const FLIGHT_DATE_GRID_DAYS = 3;

/** One cell: a date pair, its lowest price and the results URL that runs it. */
export interface FlightDateGridCell {
  readonly departure: CalendarDate;
  /** Null for one way. */
  readonly returnDate: CalendarDate | null;
  /** The lowest price of the pair; null when the calendar has none (no flights). */
  readonly price: Money | null;
  /** Among the lowest prices of the whole grid (in the grid's currency). */
  readonly cheapest: boolean;
  /** The pair of the current search. */
  readonly searched: boolean;
  /** The friendly results URL of this pair (core's `buildFlightResultsUrl`); null when the cell has no price. */
  readonly url: string | null;
}

/** One row: a departure date (one way: the only row, dates across) and its cells. */
export interface FlightDateGridRow {
  /** The row's departure date; null for the single row of a one-way grid. */
  readonly departure: CalendarDate | null;
  readonly cells: readonly FlightDateGridCell[];
}

/** The grid. */
export interface FlightDateGrid {
  readonly oneWay: boolean;
  /** Column headers: return dates (round trip) or departure dates (one way). */
  readonly columns: readonly CalendarDate[];
  readonly rows: readonly FlightDateGridRow[];
  /** The lowest price of the grid, or null when no cell has one. */
  readonly cheapest: Money | null;
}

/** A schedule window holding one whole day. */
const wholeDay = (date: CalendarDate): FlightTimeWindow => ({ from: null, to: null, fromDate: date, toDate: date });

/** The URL a priced cell runs: the same search on the cell's dates, narrowed to them when the search is flexible. */
const cellUrl = (search: FlightSearch, departure: CalendarDate, returnDate: CalendarDate | null): string => {
  const cellSearch = { ...search, departure, returnDate };
  if (!search.flexibleDates) return buildFlightResultsUrl(cellSearch);
  const [outbound, inbound] = flightSearchFiltersDefault.timetable;
  const timetable: FlightSearchFilters["timetable"] = [
    { ...outbound, departure: wholeDay(departure) },
    returnDate === null ? inbound : { ...inbound, departure: wholeDay(returnDate) },
  ];
  return buildFlightSearchUrl({ search: cellSearch, filters: { ...flightSearchFiltersDefault, timetable } });
};

/** The 7 dates around `date`. */
const around = (date: CalendarDate): CalendarDate[] =>
  Array.from({ length: FLIGHT_DATE_GRID_DAYS * 2 + 1 }, (_, index) =>
    addDaysToCalendarDate(date, index - FLIGHT_DATE_GRID_DAYS),
  );

const readDate = (text: string | undefined): CalendarDate | null => {
  if (text === undefined) return null;
  const read = parseCalendarDate(text);
  return Result.isSuccess(read) ? read.success : null;
};

const readPrice = (price: FlightCalendarDay["price"]): Money | null => {
  if (price === undefined) return null;
  const read = moneyFromDecimal(price.amount, price.currency);
  return Result.isSuccess(read) ? read.success : null;
};

/**
 * The price grid of a search from the calendar reply's days.
 *
 * @example flightDateGrid(search, reply.flights ?? []).rows[3]?.cells[3]?.searched // true
 */
export const flightDateGrid = (search: FlightSearch, days: readonly FlightCalendarDay[]): FlightDateGrid => {
  const oneWay = search.oneWay || search.returnDate === null;
  const departures = around(search.departure);
  const returns = oneWay || search.returnDate === null ? [] : around(search.returnDate);
  const keyOf = (departure: CalendarDate, returnDate: CalendarDate | null) => `${departure};${returnDate ?? ""}`;

  const rowDates = new Set<string>(departures);
  const columnDates = new Set<string>(returns);
  let currency: string | null = null;
  const prices = new Map<string, Money>();
  for (const day of days) {
    const departure = readDate(day.departureDate);
    const returnDate = oneWay ? null : readDate(day.returnDate);
    const price = readPrice(day.price);
    if (departure === null || price === null || !rowDates.has(departure)) continue;
    if (!oneWay && (returnDate === null || !columnDates.has(returnDate))) continue;
    currency ??= price.currency;
    const key = keyOf(departure, returnDate);
    const held = prices.get(key);
    const better =
      held === undefined ||
      (held.currency !== currency && price.currency === currency) ||
      (held.currency === price.currency && price.minor < held.minor);
    if (better) prices.set(key, price);
  }

  const cell = (departure: CalendarDate, returnDate: CalendarDate | null) => {
    const valid = returnDate === null || returnDate >= departure;
    const price = valid ? (prices.get(keyOf(departure, returnDate)) ?? null) : null;
    return {
      departure,
      returnDate,
      price,
      searched: departure === search.departure && returnDate === (oneWay ? null : search.returnDate),
      url: price === null ? null : cellUrl(search, departure, returnDate),
    };
  };
  const drafts = oneWay
    ? [{ departure: null, cells: departures.map((departure) => cell(departure, null)) }]
    : departures.map((departure) => ({
        departure,
        cells: returns.map((returnDate) => cell(departure, returnDate)),
      }));

  let lowest: Money | null = null;
  for (const row of drafts) {
    for (const { price } of row.cells) {
      if (price !== null && price.currency === currency && (lowest === null || price.minor < lowest.minor)) {
        lowest = price;
      }
    }
  }
  const rows = drafts.map((row) => ({
    departure: row.departure,
    cells: row.cells.map((draft) => ({
      ...draft,
      cheapest:
        lowest !== null &&
        draft.price !== null &&
        draft.price.currency === lowest.currency &&
        draft.price.minor === lowest.minor,
    })),
  }));
  return { oneWay, columns: oneWay ? departures : returns, rows, cheapest: lowest };
};
