import { FLIGHT_SORTING_CODES } from "../api/flightCodes.js";
import type { FlightSolution, FlightSorting } from "../api/index.js";
import { overReadableEntries } from "../internal/readableEntries.js";
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

/** The sorted order of one array for each sort, with the items it was computed for (an array changed in place is
 * sorted again). */
interface SortedOrders {
  readonly items: readonly FlightSolution[];
  readonly orders: Partial<Record<FlightSorting, Int32Array>>;
}

const sortedOrders = new WeakMap<readonly FlightSolution[], SortedOrders>();

const sameItems = (a: readonly FlightSolution[], b: readonly FlightSolution[]): boolean => {
  if (a.length !== b.length) return false;
  for (let index = 0; index < a.length; index++) if (a[index] !== b[index]) return false;
  return true;
};

/** Each solution's sort key (PRICE:ASC or DURATION:ASC) from its cached facts; unreadable keys are +Infinity. */
const sortKeys = (solutions: readonly FlightSolution[], sort: "PRICE:ASC" | "DURATION:ASC"): Float64Array => {
  const keys = new Float64Array(solutions.length);
  for (let index = 0; index < solutions.length; index++) {
    const facts = flightSolutionFacts(solutions[index] as FlightSolution);
    const key = sort === "PRICE:ASC" ? facts.priceMinor : facts.durationMinutes;
    keys[index] = Number.isNaN(key) ? Number.POSITIVE_INFINITY : key;
  }
  return keys;
};

/** The input positions in sorted order: keys ascending, ties by position (so the server's order stays). */
const sortedOrder = (solutions: readonly FlightSolution[], sort: FlightSorting): Int32Array => {
  const count = solutions.length;
  const order = new Int32Array(count);
  if (sort === "RELEVANCY:DESC") {
    // Two keys only: the recommended ones, then the others, each in input order.
    let at = 0;
    for (let index = 0; index < count; index++) if (solutions[index]?.isRecommended) order[at++] = index;
    for (let index = 0; index < count; index++) if (!solutions[index]?.isRecommended) order[at++] = index;
    return order;
  }
  const keys = sortKeys(solutions, sort);
  for (let index = 0; index < count; index++) order[index] = index;
  // Infinity − Infinity is NaN: neither below nor above, so equal keys (even unreadable ones) fall to the position.
  order.sort((a, b) => {
    const difference = (keys[a] as number) - (keys[b] as number);
    return difference < 0 ? -1 : difference > 0 ? 1 : a - b;
  });
  return order;
};

/**
 * Sorts solutions (a new array; the input is untouched). Ties keep the server's order.
 * - PRICE:ASC: gross (else net) total, lowest first; unreadable prices last.
 * - RELEVANCY:DESC: recommended solutions (`isRecommended`) first, then the server's order (its relevance).
 * - DURATION:ASC: the sum over legs of each leg's shortest flight (`eft`, else arrival − departure), shortest first.
 *
 * The keys come from each solution's cached facts (dates parsed once per object) into a typed array, and the order
 * of an array is kept per sort (by identity, checked item by item), so sorting the same results again, e.g. a sort
 * click back and forth, only copies.
 *
 * Never throws: an entry that is not a solution it can read (reading it throws) is left out, as the filters drop it,
 * and a value that is not an array sorts into `[]`. Such an entry costs a second pass, one entry at a time.
 *
 * @example sortFlightSolutions(solutions, "DURATION:ASC")
 */
export const sortFlightSolutions = <S extends FlightSolution>(solutions: readonly S[], sort: FlightSorting): S[] =>
  overReadableEntries(
    solutions,
    (readable) => sortReadable(readable, sort),
    () => [],
  );

const sortReadable = <S extends FlightSolution>(solutions: readonly S[], sort: FlightSorting): S[] => {
  let cached = sortedOrders.get(solutions);
  if (cached === undefined || !sameItems(cached.items, solutions)) {
    cached = { items: solutions.slice(), orders: {} };
    sortedOrders.set(solutions, cached);
  }
  let order = cached.orders[sort];
  if (order === undefined) {
    order = sortedOrder(solutions, sort);
    cached.orders[sort] = order;
  }
  const sorted = new Array<S>(order.length);
  for (let index = 0; index < order.length; index++) sorted[index] = solutions[order[index] as number] as S;
  return sorted;
};
