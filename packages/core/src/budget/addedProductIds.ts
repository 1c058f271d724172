/**
 * The rate ids already added to a budget or trip, as kept in local storage.
 *
 * Spec 000 §4: "Added product ids are tracked locally" (the button then shows 'Agregado'). Decision: the stored
 * value is a JSON array of rate ids (key `ADDED_PRODUCTS_STORAGE_KEY`, core/session).
 */

/**
 * Reads the stored value; anything unreadable (absent, not JSON, not an array) counts as none, and entries that are
 * not strings are dropped, so a corrupt entry never breaks an add button.
 *
 * @example parseAddedProductIds('["R1", 3, "R2"]') // ["R1", "R2"]
 * @example parseAddedProductIds("{oops") // []
 */
export const parseAddedProductIds = (stored: string | null | undefined): readonly string[] => {
  if (stored === null || stored === undefined) return [];
  try {
    const parsed = JSON.parse(stored) as unknown;
    return Array.isArray(parsed) ? parsed.filter((id): id is string => typeof id === "string") : [];
  } catch {
    return [];
  }
};

/**
 * The list after adding a rate: appended once (an id already listed is not repeated).
 *
 * @example addedProductIdsWith(["R1"], "R1") // ["R1"]
 */
export const addedProductIdsWith = (ids: readonly string[], rateId: string): readonly string[] =>
  ids.includes(rateId) ? ids : [...ids, rateId];

/**
 * The value to store (the inverse of {@link parseAddedProductIds}).
 *
 * @example formatAddedProductIds(["R1", "R2"]) // '["R1","R2"]'
 */
export const formatAddedProductIds = (ids: readonly string[]): string => JSON.stringify(ids);
