import { paginationView, ROUTES } from "@travesia/core";
import type { ReactNode } from "react";

/** What a stand-in's controls do: nothing (the shell's stand-in is inert until the page's script draws the page). */
export const standInNoop = () => undefined;

/**
 * What a list-results page's stand-in (app/entry-server.tsx: drawn in the shell until the page's script draws the page)
 * gives the page's own frame beside its texts, sort and card: a ready page of one item, its first card, with no pager
 * (it shows under the whole page, not under its first card) and verbs that do nothing.
 */
export const LIST_RESULTS_STAND_IN = {
  status: "ready",
  errorKey: null,
  onSort: standInNoop,
  pagination: paginationView(1, 0),
  homeHref: ROUTES.home,
  onPage: standInNoop,
  onRetry: standInNoop,
  onClearFilters: standInNoop,
  items: ["first"],
  itemKey: (item: string) => item,
} as const;

/**
 * A stand-in's filter panel (`panel(phone)`, drawn without sections): in its phone and wider forms, each shown at its
 * widths (the global `phone-only` / `wider-only` of a stand-in: one shell serves every width).
 */
export const standInFilters = (panel: (phone: boolean) => ReactNode): ReactNode => (
  <>
    <div className="phone-only">{panel(true)}</div>
    <div className="wider-only">{panel(false)}</div>
  </>
);
