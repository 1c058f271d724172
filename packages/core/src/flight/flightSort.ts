import { FLIGHT_SORTING_CODES } from "../api/flightCodes.js";
import type { FlightSolution, FlightSorting } from "../api/index.js";
import type { MessageKey } from "../locale/index.js";
import { flightSolutionFacts } from "./internal/flightFacts.js";

/**
 * Sorting flight results.
 *
 * Spec 002 §2: "Sort dropdown 'orderby': PRICE:ASC (Precio), RELEVANCY:DESC (Relevancia), DURATION:ASC
 * (Duración)." Spec 002 §9: "sort PRICE:ASC" by default.
 */

/** Spec 002 §9: default sort PRICE:ASC. The options are core/api's `FLIGHT_SORTING_CODES`. */
export const FLIGHT_SORT_DEFAULT: FlightSorting = "PRICE:ASC";

/** The label key of each sort option. */
export const FLIGHT_SORT_MESSAGE_KEYS = {
  "PRICE:ASC": "flight.sortPrice",
  "RELEVANCY:DESC": "flight.sortRelevance",
  "DURATION:ASC": "flight.sortDuration",
} as const satisfies Record<FlightSorting, MessageKey>;

/** Whether a text is one of the sort options (e.g. read from a URL). */
export const isFlightSorting = (text: string): text is FlightSorting =>
  (FLIGHT_SORTING_CODES as readonly string[]).includes(text);

/**
 * Sorts solutions (a new array; the input is untouched). Ties keep the server's order.
 * - PRICE:ASC: gross (else net) total, lowest first; unreadable prices last.
 * - RELEVANCY:DESC: recommended solutions (`isRecommended`) first, then the server's order (its relevance).
 * - DURATION:ASC: the sum over legs of each leg's shortest flight (`eft`, else arrival − departure), shortest first.
 *
 * @example sortFlightSolutions(solutions, "DURATION:ASC")
 */
export const sortFlightSolutions = <S extends FlightSolution>(solutions: readonly S[], sort: FlightSorting): S[] => {
  const keyed = solutions.map((solution, index) => {
    const facts = flightSolutionFacts(solution);
    const key =
      sort === "PRICE:ASC"
        ? facts.priceMinor
        : sort === "DURATION:ASC"
          ? facts.durationMinutes
          : solution.isRecommended
            ? 0
            : 1;
    return { solution, index, key: Number.isNaN(key) ? Number.POSITIVE_INFINITY : key };
  });
  keyed.sort((a, b) => (a.key === b.key ? a.index - b.index : a.key < b.key ? -1 : 1));
  return keyed.map((entry) => entry.solution);
};
