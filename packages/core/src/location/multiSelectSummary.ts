/**
 * The label of a multi-select (flight origins): the first choice plus '(+N más)' for the rest.
 *
 * Spec 002 §2: "Multi-select origins, with a summary label showing the first selected plus '(+N más)' for the
 * rest."
 */

/** The message key of the '(+N más)' part, with param `count`. */
export const MULTI_SELECT_MORE_MESSAGE_KEY = "flight.originsMore";

/** The summary as data: the view renders `first` and, when `more > 0`, {@link MULTI_SELECT_MORE_MESSAGE_KEY} with `count: more`. */
export interface MultiSelectSummary {
  /** The first selected label, or null when nothing is selected. */
  readonly first: string | null;
  /** How many more are selected. */
  readonly more: number;
}

/**
 * Summarises selected labels.
 *
 * @example multiSelectSummary(["Buenos Aires", "Córdoba", "Rosario"]) // { first: "Buenos Aires", more: 2 }
 */
export const multiSelectSummary = (labels: readonly string[]): MultiSelectSummary => ({
  first: labels[0] ?? null,
  more: Math.max(0, labels.length - 1),
});
