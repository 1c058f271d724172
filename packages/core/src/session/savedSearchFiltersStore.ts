import type { SavedSearchFilters } from "./savedSearchFilters.js";

/**
 * What the session item `savedSearchFilters` holds: each product search's saved filters and can-use flag (spec 000
 * §3 "saved search filters" among the session items, §4 "kept in session storage and reused only once when a
 * can-use flag is true"). Core defines the format, as the spec does not show it: a JSON object keyed by product
 * (`hotel`, `flight`, …), each `{ filters, canUse }`.
 */
export type SavedSearchFiltersStore = Readonly<Record<string, SavedSearchFilters<unknown>>>;

const isEntry = (value: unknown): value is SavedSearchFilters<unknown> =>
  typeof value === "object" &&
  value !== null &&
  "filters" in value &&
  "canUse" in value &&
  typeof (value as { canUse: unknown }).canUse === "boolean";

/**
 * Reads the stored item; anything that is not such an object (none, junk, another format) reads as empty, and an entry
 * that is not `{ filters, canUse }` is dropped. Never throws.
 *
 * @example parseSavedSearchFiltersStore('{"hotel":{"filters":{"zone":["1"]},"canUse":true}}').hotel?.canUse // true
 */
export const parseSavedSearchFiltersStore = (text: string | null): SavedSearchFiltersStore => {
  if (text === null) return {};
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return {};
  }
  if (typeof value !== "object" || value === null || Array.isArray(value)) return {};
  const store: Record<string, SavedSearchFilters<unknown>> = {};
  for (const [product, entry] of Object.entries(value)) {
    if (isEntry(entry)) store[product] = { filters: entry.filters ?? null, canUse: entry.canUse };
  }
  return store;
};

/**
 * Writes the store for session storage.
 *
 * @example formatSavedSearchFiltersStore({ hotel: { filters: null, canUse: false } }) // '{"hotel":{"filters":null,"canUse":false}}'
 */
export const formatSavedSearchFiltersStore = (store: SavedSearchFiltersStore): string =>
  JSON.stringify(
    Object.fromEntries(
      Object.entries(store).map(([product, entry]) => [product, { filters: entry.filters, canUse: entry.canUse }]),
    ),
  );
