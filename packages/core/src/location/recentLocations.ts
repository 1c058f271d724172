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

/**
 * Reads the stored recent locations (a JSON object of lists by language, key `RECENT_LOCATIONS_STORAGE_KEY` in
 * core/session). Anything unreadable counts as none, and entries without a text `label` and `value` are dropped, so a
 * corrupt entry never breaks the search box. Never throws.
 *
 * @example parseStoredRecentLocations('{"es":[{"label":"Roma","value":"ROM","type":"last"}]}').es?.[0]?.value // "ROM"
 * @example parseStoredRecentLocations("[1,2]") // {}
 */
export const parseStoredRecentLocations = (stored: string | null | undefined): RecentLocationsByLanguage => {
  let parsed: unknown;
  try {
    parsed = JSON.parse(stored ?? "{}");
  } catch {
    return {};
  }
  if (typeof parsed !== "object" || parsed === null || Array.isArray(parsed)) return {};
  const lists: Record<string, RecentLocation[]> = {};
  for (const [language, list] of Object.entries(parsed)) {
    if (!Array.isArray(list)) continue;
    lists[language] = list
      .filter(
        (entry): entry is { label: string; value: string } =>
          typeof entry === "object" &&
          entry !== null &&
          typeof (entry as { label?: unknown }).label === "string" &&
          typeof (entry as { value?: unknown }).value === "string",
      )
      .map((entry) => ({ label: entry.label, value: entry.value, type: "last" }));
  }
  return lists;
};

/**
 * The value to store (read back by {@link parseStoredRecentLocations}).
 *
 * @example formatStoredRecentLocations({ es: [] }) // '{"es":[]}'
 */
export const formatStoredRecentLocations = (store: RecentLocationsByLanguage): string => JSON.stringify(store);
