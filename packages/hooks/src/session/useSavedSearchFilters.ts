import {
  formatSavedSearchFiltersStore,
  PORTAL_STORAGE_KEYS,
  parseSavedSearchFiltersStore,
  takeSavedSearchFilters,
} from "@travesia/core";
import { useMemo } from "react";
import type { HookResult } from "../common/hookResult.js";
import { usePortalWorld } from "../provider/PortalProvider.js";

/** What {@link useSavedSearchFilters} returns: verbs over session storage, no state of its own. */
export type SavedSearchFiltersResult<F> = HookResult<
  "ready",
  null,
  {
    /** Keeps a search's filters (the can-use flag stays as it was). */
    readonly save: (filters: F) => void;
    /** Sets the can-use flag: the next {@link take} gets the filters back. */
    readonly allowReuse: () => void;
    /** The saved filters when the flag is set, then never again until it is set anew (core's `takeSavedSearchFilters`). */
    readonly take: () => F | null;
  }
>;

/**
 * One product search's saved filters (spec 000 §3 "saved search filters", §4 "kept in session storage and reused only
 * once when a can-use flag is true"), in the session item `savedSearchFilters` (core's store format). A results page
 * saves its filters as they change, a page that sends the visitor back to it calls `allowReuse`, and the results page
 * `take`s them once when it opens.
 *
 * @example const saved = useSavedSearchFilters<HotelFilters>("hotel"); const restored = saved.actions.take();
 */
export const useSavedSearchFilters = <F>(product: string): SavedSearchFiltersResult<F> => {
  const { storage } = usePortalWorld();
  const actions = useMemo(() => {
    const read = () => parseSavedSearchFiltersStore(storage.session.getItem(PORTAL_STORAGE_KEYS.savedSearchFilters));
    const write = (entry: { filters: unknown; canUse: boolean } | null) => {
      const { [product]: _old, ...rest } = read();
      const store = entry === null ? rest : { ...rest, [product]: entry };
      storage.session.setItem(PORTAL_STORAGE_KEYS.savedSearchFilters, formatSavedSearchFiltersStore(store));
    };
    return {
      save: (filters: F) => write({ filters, canUse: read()[product]?.canUse ?? false }),
      allowReuse: () => write({ filters: read()[product]?.filters ?? null, canUse: true }),
      take: (): F | null => {
        const { filters, next } = takeSavedSearchFilters(read()[product] ?? null);
        write(next);
        return filters as F | null;
      },
    };
  }, [storage, product]);
  return { status: "ready", data: null, error: null, actions };
};
