/**
 * The progressive (streaming) search machine shared by hotel, house and flight results.
 *
 * Spec 001 §4: "progressive mode polls until xPendingResults is not 'true', the time budget is used, or the user
 * presses stop; resume continues. Progress bar grows 0.5% per 100 ms up to 99% then completes. … On completion
 * recommended offers are requested once (not when filtering). If ttl given, the session-expired overlay appears
 * after ttl seconds." Spec 001 §9: budget 25000 ms, or `(hotelResultAsyncTimeout + 5) * 1000`; poll every 1000 ms;
 * recommended offers requested 500 ms after start.
 *
 * Time never comes from a clock here: every event that needs it carries `now` (epoch ms).
 */

/** Spec 001 §9: "Progressive search time budget 25000 ms". */
export const PROGRESSIVE_SEARCH_BUDGET_MS = 25_000;
/** Spec 001 §9: the local `hotelResultAsyncTimeout` (seconds) is extended by 5 s before becoming the budget. */
export const PROGRESSIVE_SEARCH_TIMEOUT_EXTRA_SECONDS = 5;
/** Spec 001 §9: "poll every 1000 ms". */
export const PROGRESSIVE_SEARCH_POLL_INTERVAL_MS = 1_000;
/** Spec 001 §9: "progress 0.5% per 100 ms" — the tick length. */
export const PROGRESSIVE_SEARCH_PROGRESS_TICK_MS = 100;
/** Spec 001 §9: "progress 0.5% per 100 ms" — the step per tick. */
export const PROGRESSIVE_SEARCH_PROGRESS_STEP = 0.5;
/** Spec 001 §9: "max 99%" until the search completes. */
export const PROGRESSIVE_SEARCH_PROGRESS_CAP = 99;
/** Spec 001 §9: "Recommended offers requested 500 ms after start". */
export const RECOMMENDED_OFFERS_DELAY_MS = 500;

/**
 * The time budget of one progressive search.
 *
 * Spec 001 §9: "if local setting hotelResultAsyncTimeout is set it becomes (value+5)*1000 ms". The stored value
 * arrives as a string from local storage; anything that is not a finite non-negative number counts as unset.
 *
 * @example progressiveSearchBudgetMs(null) // 25000
 * @example progressiveSearchBudgetMs("10") // 15000
 */
export const progressiveSearchBudgetMs = (hotelResultAsyncTimeout: string | number | null | undefined): number => {
  if (hotelResultAsyncTimeout === null || hotelResultAsyncTimeout === undefined || hotelResultAsyncTimeout === "") {
    return PROGRESSIVE_SEARCH_BUDGET_MS;
  }
  const seconds = Number(hotelResultAsyncTimeout);
  return Number.isFinite(seconds) && seconds >= 0
    ? (seconds + PROGRESSIVE_SEARCH_TIMEOUT_EXTRA_SECONDS) * 1000
    : PROGRESSIVE_SEARCH_BUDGET_MS;
};

/** Why a progressive search stopped polling before the server said it was done. */
export type ProgressiveSearchStopReason = "user" | "timeBudget";

interface ProgressiveSearchCommon {
  /** Progress in percent: 0–99 while searching or stopped, 100 once complete. Never decreases. */
  readonly progress: number;
  /** When the search started (epoch ms); recommended offers wait 500 ms from here. */
  readonly startedAt: number;
  /** A filter change re-runs the search: recommended offers are then not requested again. */
  readonly filtering: boolean;
  /** When the session-expired overlay must appear (epoch ms), from the reply's `ttl`; null when none was given. */
  readonly ttlExpiresAt: number | null;
}

/** Polling: the search is running and the bar is growing. */
export interface ProgressiveSearchSearching extends ProgressiveSearchCommon {
  readonly _tag: "searching";
  /** End of the time budget (epoch ms). */
  readonly deadline: number;
  /** Earliest time of the next poll (epoch ms); a request is due when `now >= nextPollAt` and none is in flight. */
  readonly nextPollAt: number;
  /** A request is in flight: no other poll until its reply arrives. */
  readonly awaitingReply: boolean;
  /** Progress when this run (start or resume) began, and since when it grows. */
  readonly progressBase: number;
  readonly progressSince: number;
}

/** Polling stopped by the user or the time budget; `resume` continues. */
export interface ProgressiveSearchStopped extends ProgressiveSearchCommon {
  readonly _tag: "stopped";
  readonly reason: ProgressiveSearchStopReason;
  /** What the `resume` event restarts with. */
  readonly budgetMs: number;
}

/** The server has no more pending results. */
export interface ProgressiveSearchComplete extends ProgressiveSearchCommon {
  readonly _tag: "complete";
  /** Recommended offers were already requested for this search (spec: "requested once"). */
  readonly recommendedOffersRequested: boolean;
}

/** The reply's ttl ran out: the session-expired overlay shows. Terminal until a new `start`. */
export interface ProgressiveSearchSessionExpired {
  readonly _tag: "sessionExpired";
  readonly progress: number;
}

/** Nothing searched yet. */
export interface ProgressiveSearchIdle {
  readonly _tag: "idle";
  readonly progress: 0;
}

/** Every state of the progressive search. */
export type ProgressiveSearchState =
  | ProgressiveSearchIdle
  | ProgressiveSearchSearching
  | ProgressiveSearchStopped
  | ProgressiveSearchComplete
  | ProgressiveSearchSessionExpired;

/** Every event the machine accepts. `now` is epoch ms. */
export type ProgressiveSearchEvent =
  /** A new search (or a filter change when `filtering`); the first request is sent at once. */
  | { readonly _tag: "start"; readonly now: number; readonly budgetMs: number; readonly filtering?: boolean }
  /** A poll request left; no other until its reply. */
  | { readonly _tag: "pollSent"; readonly now: number }
  /** A reply arrived. `pending` is the `xPendingResults` header or field; `ttl` is in seconds. */
  | {
      readonly _tag: "reply";
      readonly now: number;
      readonly pending: string | boolean | null | undefined;
      readonly ttl?: number | null;
    }
  /** Time passes: the bar grows, the budget and the ttl are checked. */
  | { readonly _tag: "tick"; readonly now: number }
  /** The user pressed stop. */
  | { readonly _tag: "stop"; readonly now: number }
  /** The user pressed resume: polling continues with a fresh budget. */
  | { readonly _tag: "resume"; readonly now: number }
  /** The recommended offers request left. */
  | { readonly _tag: "recommendedOffersRequested" };

/** The machine's first state. */
export const progressiveSearchInitial: ProgressiveSearchIdle = { _tag: "idle", progress: 0 };

const grownProgress = (state: ProgressiveSearchSearching, now: number): number => {
  const ticks = Math.max(0, Math.floor((now - state.progressSince) / PROGRESSIVE_SEARCH_PROGRESS_TICK_MS));
  const grown = Math.min(
    PROGRESSIVE_SEARCH_PROGRESS_CAP,
    state.progressBase + ticks * PROGRESSIVE_SEARCH_PROGRESS_STEP,
  );
  return Math.max(state.progress, grown);
};

/**
 * The bar's progress at `now` (spec 001 §9: "0.5% per 100 ms", at most 99 % until done): while searching it grows from
 * the run's start whether or not an event came; otherwise it is the state's. A view draws it on its own clock, so the
 * machine needs no event every 100 ms (see {@link progressiveSearchNextTickAt}).
 *
 * @example
 * const s = progressiveSearchTransition(progressiveSearchInitial, { _tag: "start", now: 0, budgetMs: 25000 });
 * progressiveSearchProgressAt(s, 1000) // 5
 */
export const progressiveSearchProgressAt = (state: ProgressiveSearchState, now: number): number =>
  state._tag === "searching" ? grownProgress(state, now) : state.progress;

/**
 * When the machine next needs a `tick` event (epoch ms): the end of the time budget while searching, the reply's ttl
 * (the session-expired overlay) while searching, stopped or complete; null when nothing is due.
 *
 * @example progressiveSearchNextTickAt(progressiveSearchInitial) // null
 */
export const progressiveSearchNextTickAt = (state: ProgressiveSearchState): number | null => {
  if (state._tag === "idle" || state._tag === "sessionExpired") return null;
  const ttl = state.ttlExpiresAt ?? Number.POSITIVE_INFINITY;
  const due = state._tag === "searching" ? Math.min(state.deadline, ttl) : ttl;
  return Number.isFinite(due) ? due : null;
};

/** The spec's `'true'` check: only the string 'true' (or boolean true) means more results are pending. */
export const progressiveResultsPending = (pending: string | boolean | null | undefined): boolean =>
  pending === true || pending === "true";

const expireIfDue = (state: ProgressiveSearchState, now: number): ProgressiveSearchState =>
  "ttlExpiresAt" in state && state.ttlExpiresAt !== null && now >= state.ttlExpiresAt
    ? { _tag: "sessionExpired", progress: state.progress }
    : state;

const searching = (
  now: number,
  budgetMs: number,
  progress: number,
  common: Omit<ProgressiveSearchCommon, "progress">,
): ProgressiveSearchSearching => ({
  _tag: "searching",
  ...common,
  progress,
  deadline: now + budgetMs,
  nextPollAt: now,
  awaitingReply: false,
  progressBase: progress,
  progressSince: now,
});

/**
 * The progressive search reducer.
 *
 * @example
 * let s = progressiveSearchTransition(progressiveSearchInitial, { _tag: "start", now: 0, budgetMs: 25000 });
 * s = progressiveSearchTransition(s, { _tag: "pollSent", now: 0 });
 * s = progressiveSearchTransition(s, { _tag: "reply", now: 800, pending: "true" }); // searching, next poll at 1800
 * s = progressiveSearchTransition(s, { _tag: "reply", now: 1900, pending: "false" }); // complete, progress 100
 */
export const progressiveSearchTransition = (
  state: ProgressiveSearchState,
  event: ProgressiveSearchEvent,
): ProgressiveSearchState => {
  if (event._tag === "start") {
    return searching(event.now, event.budgetMs, 0, {
      startedAt: event.now,
      filtering: event.filtering ?? false,
      ttlExpiresAt: null,
    });
  }
  switch (state._tag) {
    case "idle":
    case "sessionExpired":
      return state;
    case "searching":
      return searchingTransition(state, event);
    case "stopped":
      if (event._tag === "resume") {
        return searching(event.now, state.budgetMs, state.progress, {
          startedAt: state.startedAt,
          filtering: state.filtering,
          ttlExpiresAt: state.ttlExpiresAt,
        });
      }
      return event._tag === "tick" ? expireIfDue(state, event.now) : state;
    case "complete":
      if (event._tag === "recommendedOffersRequested") return { ...state, recommendedOffersRequested: true };
      return event._tag === "tick" ? expireIfDue(state, event.now) : state;
  }
};

const searchingTransition = (
  state: ProgressiveSearchSearching,
  event: Exclude<ProgressiveSearchEvent, { _tag: "start" }>,
): ProgressiveSearchState => {
  const common = (now: number) => ({
    progress: grownProgress(state, now),
    startedAt: state.startedAt,
    filtering: state.filtering,
  });
  const stop = (now: number, reason: ProgressiveSearchStopReason): ProgressiveSearchStopped => ({
    _tag: "stopped",
    ...common(now),
    ttlExpiresAt: state.ttlExpiresAt,
    reason,
    budgetMs: state.deadline - state.progressSince,
  });
  switch (event._tag) {
    case "pollSent":
      return { ...state, progress: grownProgress(state, event.now), awaitingReply: true };
    case "reply": {
      const ttlExpiresAt =
        event.ttl !== undefined && event.ttl !== null && Number.isFinite(event.ttl)
          ? event.now + event.ttl * 1000
          : state.ttlExpiresAt;
      if (!progressiveResultsPending(event.pending)) {
        return expireIfDue(
          {
            _tag: "complete",
            progress: 100,
            startedAt: state.startedAt,
            filtering: state.filtering,
            ttlExpiresAt,
            recommendedOffersRequested: false,
          },
          event.now,
        );
      }
      if (event.now >= state.deadline)
        return expireIfDue({ ...stop(event.now, "timeBudget"), ttlExpiresAt }, event.now);
      return expireIfDue(
        {
          ...state,
          progress: grownProgress(state, event.now),
          ttlExpiresAt,
          awaitingReply: false,
          nextPollAt: event.now + PROGRESSIVE_SEARCH_POLL_INTERVAL_MS,
        },
        event.now,
      );
    }
    case "tick":
      if (event.now >= state.deadline) return expireIfDue(stop(event.now, "timeBudget"), event.now);
      return expireIfDue({ ...state, progress: grownProgress(state, event.now) }, event.now);
    case "stop":
      return stop(event.now, "user");
    case "resume":
    case "recommendedOffersRequested":
      return state;
  }
};

/**
 * Whether a poll request is due now: searching, no request in flight, the poll interval elapsed, budget left.
 *
 * Spec 001 §9: "poll every 1000 ms".
 */
export const progressiveSearchShouldPoll = (state: ProgressiveSearchState, now: number): boolean =>
  state._tag === "searching" && !state.awaitingReply && now >= state.nextPollAt && now < state.deadline;

/**
 * Whether the recommended offers request is due now.
 *
 * Spec 001 §4 and §9: "On completion recommended offers are requested once (not when filtering)";
 * "Recommended offers requested 500 ms after start".
 */
export const progressiveSearchRecommendedOffersDue = (state: ProgressiveSearchState, now: number): boolean =>
  state._tag === "complete" &&
  !state.filtering &&
  !state.recommendedOffersRequested &&
  now >= state.startedAt + RECOMMENDED_OFFERS_DELAY_MS;

/** Whether results and filters sit under the loading overlay (spec 001 §4: "dimmed under an overlay while loading"). */
export const progressiveSearchLoading = (state: ProgressiveSearchState): boolean => state._tag === "searching";
