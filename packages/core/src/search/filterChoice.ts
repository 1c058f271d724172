import type { MessageKey } from "../locale/catalog.js";
import type { Money } from "../money/money.js";

/** What a choice's label says: a catalog key (the view translates it) or the reply's own words. */
export type FilterChoiceLabel = { readonly key: MessageKey } | { readonly text: string };

/**
 * One checkbox or radio of a filter panel's "choices" section (hotel list filters and offers, flight airlines,
 * connections, classes…): what it stands for, what it says, how many results it leaves and from what price.
 */
export interface FilterChoice {
  /** The option's code, handed back when it is ticked. */
  readonly code: string;
  readonly label: FilterChoiceLabel;
  /** The results this option leaves; null when no count shows (not counted, or counts hidden). */
  readonly count: number | null;
  /** The lowest price among those results, when the panel shows from-prices; else null. */
  readonly from: Money | null;
  readonly selected: boolean;
}

/** How many choices a long list shows before its 'Ver n opciones más' button (ours: the spec does not say). */
export const FILTER_CHOICES_FOLDED_AFTER = 6;

/** The choices a folding list shows and how many it keeps behind its 'show more' button. */
export interface FilterChoicesShown<Row = FilterChoice> {
  readonly shown: readonly Row[];
  readonly hidden: number;
}

/**
 * The choices a folding list shows: all when expanded or when at most one would be hidden (a button to show one row
 * is no saving), else the first `limit` plus every selected one further down (a chosen option never hides). Keeps
 * long amenity lists from filling the page (DESIGN: at most 800 DOM elements on a results page).
 *
 * @example filterChoicesShown(choices, false).hidden // choices.length - 6 when nothing below the 6th is selected
 */
export const filterChoicesShown = <Row extends { readonly selected: boolean } = FilterChoice>(
  rows: readonly Row[],
  expanded: boolean,
  limit: number = FILTER_CHOICES_FOLDED_AFTER,
): FilterChoicesShown<Row> => {
  if (expanded) return { shown: rows, hidden: 0 };
  const shown = rows.filter((row, index) => index < limit || row.selected);
  const hidden = rows.length - shown.length;
  return hidden <= 1 ? { shown: rows, hidden: 0 } : { shown, hidden };
};
