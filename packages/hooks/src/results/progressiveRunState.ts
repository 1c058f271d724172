import { type ProgressiveSearchEvent, type ProgressiveSearchState, progressiveSearchTransition } from "@travesia/core";

/** One progressive search run as `useProgressiveRun` holds it. */
export interface Run {
  readonly key: string;
  readonly searchId: string;
  readonly state: ProgressiveSearchState;
  /** How many events of an input's early run (`begin`) the state holds. */
  readonly replayed: number;
}

/** An input's run, begun before its URL is shown: when, and its events so far. */
export type Begun = { readonly key: string; readonly at: number; readonly events: ProgressiveSearchEvent[] };

/** The run of `key` after `events` (core's machine); another run is left as it is (a late reply's run is over). */
export const applied =
  (key: string, events: readonly ProgressiveSearchEvent[]) =>
  (was: Run): Run =>
    was.key === key ? { ...was, state: events.reduce(progressiveSearchTransition, was.state) } : was;
