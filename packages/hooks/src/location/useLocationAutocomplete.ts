import {
  type AutocompleteContext,
  type LocationSuggestion,
  type RecentLocation,
  recentLocationsToShow,
} from "@travesia/core";
import { useCallback } from "react";
import { hookMessageKeys } from "../common/hookMessageKeys.js";
import type { HookResult } from "../common/hookResult.js";
import { type LookupStatus, useDebouncedLookup } from "../internal/useDebouncedLookup.js";
import { usePortalStore, usePortalWorld } from "../provider/PortalProvider.js";
import { type LocationSource, locationLookup } from "./locationLookup.js";
import { readRecentLocations, rememberLocation } from "./recentLocationsStorage.js";

export type { LocationSource } from "./locationLookup.js";

/** A row of the list: a server suggestion, or a recent location (type 'last'). */
export type LocationOption = LocationSuggestion | RecentLocation;

/** What {@link useLocationAutocomplete} returns. `recent`: the empty term's recent locations. */
export type LocationAutocompleteResult = HookResult<
  Exclude<LookupStatus, "initial"> | "recent",
  { readonly term: string; readonly options: readonly LocationOption[] },
  {
    readonly setTerm: (term: string) => void;
    /** Picks an option: remembered as a recent location for the current language. */
    readonly choose: (option: { readonly label: string; readonly value: string }) => void;
  }
>;

/** Options of {@link useLocationAutocomplete}. */
export interface LocationAutocompleteOptions {
  /** Sets the debounce: 250 ms select, 500 ms home and houses, 750 ms elsewhere (core's `autocompleteDelayMs`). */
  readonly context: AutocompleteContext;
  readonly source?: LocationSource;
}

/**
 * A destination box (spec 000 §5, §9): an empty term shows the language's recent locations from local storage;
 * from 2 characters (3 in select widgets) it queries after the context's debounce; a newer term aborts the older
 * query and a late reply never replaces newer options. Failure: `select.loadError`; no rows: status `empty`
 * (`select.noResults`).
 *
 * @example
 * const box = useLocationAutocomplete({ context: "homeDestination" });
 * <Combobox onChange={box.actions.choose}><input onChange={(e) => box.actions.setTerm(e.target.value)} /></Combobox>
 */
export const useLocationAutocomplete = ({
  context,
  source = "locations",
}: LocationAutocompleteOptions): LocationAutocompleteResult => {
  const { api, storage } = usePortalWorld();
  const language = usePortalStore("language", (state) => state.language);
  const search = useCallback(
    (term: string, signal: AbortSignal) => locationLookup(api, source, term, language, signal),
    [api, source, language],
  );
  const emptyList = (): readonly LocationOption[] =>
    recentLocationsToShow("", readRecentLocations(storage.local), language);
  const box = useDebouncedLookup<LocationOption>({
    context,
    queryKey: ["locations", source, language],
    search,
    emptyList,
  });
  const choose = useCallback(
    (option: { readonly label: string; readonly value: string }) => rememberLocation(storage.local, language, option),
    [storage, language],
  );
  return {
    status: box.status === "initial" ? "recent" : box.status,
    data: { term: box.term, options: box.options },
    error: box.status === "error" ? { key: hookMessageKeys.locationError } : null,
    actions: { setTerm: box.setTerm, choose },
  };
};
