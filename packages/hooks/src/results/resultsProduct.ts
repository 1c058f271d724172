import type { ProgressiveSearchEvent, ProgressiveSearchState, ResultsStatus } from "@travesia/core";
import type { PortalWorld } from "../provider/PortalProvider.js";
import type { ProgressiveRun } from "./useProgressiveRun.js";

/** What a progressive reply tells core's machine: results still pending (`xPendingResults`) and its ttl (seconds). */
export interface ResultsProgress {
  readonly pending: string | boolean | null | undefined;
  readonly ttl: number | null;
}

/**
 * A product's results, as the engine needs them: core's parse and build of its URL, its endpoint, and how to count a
 * reply. Declared once per product at module level (its identity keys the engine's callbacks).
 *
 * @example const flights: ResultsProduct<FlightSearchState, FlightSearchReply> = { name: "flightSearch", ... };
 */
export interface ResultsProduct<P, R> {
  /** Names the product's searches in the query cache. */
  readonly name: string;
  /** Core's parser of the page URL (path, query, hash); null when it does not read as a search. */
  readonly read: (url: string) => P | null;
  /** The URL the search call sends (its query key): the search, filters, sort and page. */
  readonly searchUrl: (page: P) => string;
  /** The page URL of a page state (what `go` navigates to). */
  readonly pageUrl: (page: P) => string;
  /** The search without filters, sort and page: a change of those alone is a filter change, not a new search. */
  readonly searchId: (page: P) => string;
  /** Another page of the same results (the reply shown, for a clamp to its pages). */
  readonly withPage: (page: P, to: number, reply: R | undefined) => P;
  /**
   * The endpoint's call; `priority` "high" for a search an input started (a filter, sort or page click), which a
   * person waits on now: the transport sends it at once, not in a task after the click's render.
   */
  readonly fetch: (
    world: PortalWorld,
    searchUrl: string,
    signal: AbortSignal,
    priority?: RequestPriority,
  ) => Promise<R>;
  /** How many results a reply holds. */
  readonly count: (reply: R) => number;
  /** The reply says the search did not finish (`done: false`). */
  readonly failed: (reply: R) => boolean;
  /** `false`: loading until its own reply comes, not the previous search's reply shown (`updating`, the default). */
  readonly keepsPreviousReply?: boolean;
  /**
   * A filter or sort click answered at once: null when the change is not one to answer so (another search or page);
   * else the guess of the reply the new page state will most likely get, worked out with core from the reply held when
   * called (null when it cannot say: a filter the reply does not carry); a cached reply of the URL answers instead.
   */
  readonly ahead?: (held: R, from: P, to: P) => (() => R | null) | null;
  /**
   * The list of a reply that `ahead` guesses (the hotels, the flight solutions): the engine compares the guess's with
   * the reply's (core's `optimisticAgreement`) to draw an agreeing reply at once and a differing one in the background.
   */
  readonly items?: (reply: R) => readonly unknown[];
  /**
   * A progressive search: what each reply tells core's machine, and the machine's hook (`useProgressiveRun`), given
   * here so that a product answered at once does not load it. Absent for a search answered at once.
   */
  readonly progressive?: {
    readonly progress: (reply: R) => ResultsProgress;
    readonly useRun: (key: string, searchId: string, on: boolean) => ProgressiveRun;
  };
}

/**
 * The verbs of a results page, identical for the page's life; each acts on the page shown when it runs (the URL
 * drawn, or the one an input asked for while the router draws it).
 */
export interface ResultsVerbs<P, R> {
  /** Goes to another page state: its search leaves at once, its values are shown at once, then the URL follows. */
  readonly go: (next: (page: P, reply: R | undefined) => P) => void;
  readonly setPage: (page: number) => void;
  readonly retry: () => void;
  /** A progressive search: resumes polling (a new time budget). */
  readonly start: () => void;
  /** A progressive search: stops polling; the results so far stay. */
  readonly stop: () => void;
  /** Feeds the shown run's machine an event of its own (the recommended offers' request). */
  readonly record: (event: ProgressiveSearchEvent) => void;
}

/** What the engine returns: core's status, the page state and reply (structurally shared), and the verbs. */
export interface ResultsEngine<P, R> {
  readonly status: ResultsStatus;
  /** The page state shown: the URL's, or the one an input asked for until the router draws it. */
  readonly page: P | null;
  /** The reply shown, drawn in the background; an older URL's while the new one loads. */
  readonly reply: R | undefined;
  /** Core's progressive search machine of the URL shown, as of the reply shown (idle for a search answered at once). */
  readonly progress: ProgressiveSearchState;
  /** The machine as it is now, ahead of the reply drawn in the background: what is due (a request) follows it. */
  readonly machine: ProgressiveSearchState;
  /** The reply shown belongs to an older URL. */
  readonly stale: boolean;
  /** What is shown stands in for an answer to come (the previous search's reply, a guess); not a cached reply checked. */
  readonly updating: boolean;
  readonly verbs: ResultsVerbs<P, R>;
}
