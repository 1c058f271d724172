/**
 * Recently chosen locations, kept per language and shown when the search term is empty.
 *
 * Spec 000 §3: "Recent search: label, value, type 'last'; last 10 per language, no duplicates by value."
 * Spec 000 §5: "an empty term shows locally stored recent locations." Spec 000 §9: "Recent searches capped at 10
 * per language."
 */

/** Spec 000 §9: "Recent searches capped at 10 per language". */
export const RECENT_LOCATIONS_LIMIT = 10;

/** One recent location, as stored and as shown in the suggestion list. */
export interface RecentLocation {
  readonly label: string;
  readonly value: string;
  /** Always 'last': marks the entry as a recent search in the list. */
  readonly type: "last";
}

/** Recent locations by language code. */
export type RecentLocationsByLanguage = { readonly [language: string]: readonly RecentLocation[] };

/**
 * The list after choosing a location: it moves to the front (type 'last'), any older entry with the same value is
 * dropped, and the list keeps the 10 most recent.
 *
 * @example addRecentLocation([], { label: "Madrid", value: "MAD" }) // [{ label: "Madrid", value: "MAD", type: "last" }]
 */
export const addRecentLocation = (
  recent: readonly RecentLocation[],
  chosen: { readonly label: string; readonly value: string },
): readonly RecentLocation[] =>
  [
    { label: chosen.label, value: chosen.value, type: "last" as const },
    ...recent.filter((entry) => entry.value !== chosen.value),
  ].slice(0, RECENT_LOCATIONS_LIMIT);

/**
 * {@link addRecentLocation} on one language's list, leaving the others untouched.
 *
 * @example addRecentLocationFor({}, "es", { label: "Roma", value: "ROM" }).es?.length // 1
 */
export const addRecentLocationFor = (
  store: RecentLocationsByLanguage,
  language: string,
  chosen: { readonly label: string; readonly value: string },
): RecentLocationsByLanguage => ({ ...store, [language]: addRecentLocation(store[language] ?? [], chosen) });

/**
 * What the suggestion list shows from local storage: the language's recent locations when the term is empty (or
 * blank), nothing otherwise.
 */
export const recentLocationsToShow = (
  term: string,
  store: RecentLocationsByLanguage,
  language: string,
): readonly RecentLocation[] => (term.trim() === "" ? (store[language] ?? []).slice(0, RECENT_LOCATIONS_LIMIT) : []);
