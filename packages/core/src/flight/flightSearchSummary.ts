import { formatCardDate } from "../dates/index.js";
import type { FlightSearch } from "../routes/flightResultsUrl.js";

/** A flight search in a few words, for the results page's folded search form. */
export interface FlightSearchSummary {
  /** The origins, joined by ", ", then "→" and the destination: "Buenos Aires → Miami". */
  readonly route: string;
  /** The departure date, and on a round trip " – " and the return date, as the cards print dates (dd/MM/yyyy). */
  readonly dates: string;
  /** Adults plus children. */
  readonly passengers: number;
}

/**
 * The one-line summary of a flight search that stands for the 'Actualizar' form on a phone (the form itself is a
 * screen tall there, above the first result); a press on it opens the form.
 *
 * @example flightSearchSummary(search) // { route: "Buenos Aires → Miami", dates: "08/01/2027 – 15/01/2027", passengers: 2 }
 */
export const flightSearchSummary = (search: FlightSearch): FlightSearchSummary => ({
  route: `${search.origins.join(", ")} → ${search.toCityName}`,
  dates:
    search.oneWay || search.returnDate === null
      ? formatCardDate(search.departure)
      : `${formatCardDate(search.departure)} – ${formatCardDate(search.returnDate)}`,
  passengers: search.passengers.adults + search.passengers.children,
});

/**
 * The folded form's second line: the dates, then the passengers as the page's language counts them (`passengers`,
 * e.g. the text of 'flight.priceTimesPassengers'). The results page and its prerendered stand-in both print it.
 *
 * @example flightSearchFoldDetails(summary, "2 pasajeros") // "08/01/2027 – 15/01/2027 · 2 pasajeros"
 */
export const flightSearchFoldDetails = (summary: FlightSearchSummary, passengers: string): string =>
  `${summary.dates} · ${passengers}`;
