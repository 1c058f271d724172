/**
 * 'Time since' shown beside each budget in the widget, as data for the view to word.
 *
 * Spec 000 §2: "the five most recent other budgets (each with … time since)"; spec 000 §3 Budget: "timeFromNow".
 */

/** The unit of a 'time since' value. */
export type TimeSinceUnit = "seconds" | "minutes" | "hours" | "days" | "months" | "years";

/** How long ago, in the largest whole unit. */
export interface TimeSince {
  readonly value: number;
  readonly unit: TimeSinceUnit;
}

const STEPS: readonly (readonly [TimeSinceUnit, number])[] = [
  ["years", 365 * 86_400_000],
  ["months", 30 * 86_400_000],
  ["days", 86_400_000],
  ["hours", 3_600_000],
  ["minutes", 60_000],
];

/**
 * The time from `then` to `now` (epoch ms) in its largest whole unit (30-day months, 365-day years); a future
 * `then` counts as 0 seconds.
 *
 * @example timeSince(0, 3 * 3_600_000 + 5) // { value: 3, unit: "hours" }
 */
export const timeSince = (then: number, now: number): TimeSince => {
  const elapsed = Math.max(0, now - then);
  for (const [unit, size] of STEPS) {
    if (elapsed >= size) return { value: Math.floor(elapsed / size), unit };
  }
  return { value: Math.floor(elapsed / 1000), unit: "seconds" };
};
