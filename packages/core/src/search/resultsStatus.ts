/**
 * Where a results page is, for every product (hotel, house, flight, package, bundle): its URL does not read as a
 * search, the first reply is awaited, results are shown, there are none, or the search failed.
 */
export type ResultsStatus = "invalid" | "loading" | "ready" | "empty" | "error";

/** What a results page knows when it is drawn; the page's status follows from these facts only. */
export interface ResultsStatusFacts {
  /** The page's URL reads as a search (its parse succeeded). */
  readonly valid: boolean;
  /** The search call failed, or its reply says it did not finish (`done: false`). */
  readonly failed: boolean;
  /** How many results the reply shown holds (this URL's or, while the next loads, the previous one's); null before any. */
  readonly count: number | null;
  /**
   * More results may still come for this search (a progressive search still polling): none yet is not "none". False
   * for a search answered in one reply.
   */
  readonly pending: boolean;
}

/**
 * The one status of a results page. A bad URL wins over everything (no search is sent for it), a failure over any
 * reply (spec 001 §8, spec 002 §8: the failure's message, not a stale list), then no reply yet is loading; a reply
 * with no result is empty only once nothing more is pending (a progressive search shows its skeletons meanwhile).
 *
 * @example resultsStatus({ valid: true, failed: false, count: null, pending: true }) // "loading"
 * @example resultsStatus({ valid: true, failed: false, count: 0, pending: false }) // "empty"
 */
export const resultsStatus = ({ valid, failed, count, pending }: ResultsStatusFacts): ResultsStatus => {
  if (!valid) return "invalid";
  if (failed) return "error";
  if (count === null) return "loading";
  return count === 0 && !pending ? "empty" : "ready";
};
