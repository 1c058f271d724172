import type { KeyValueStorage } from "../provider/world.js";

/**
 * The local-storage key of the added product ids (spec 000 §4 "Added product ids are tracked locally").
 * RULE TO MOVE TO CORE (budget): the key name and the list's shape.
 */
export const ADDED_PRODUCTS_STORAGE_KEY = "addedProducts";

/** The rate ids added so far; anything unreadable counts as none. */
export const readAddedProducts = (local: KeyValueStorage): readonly string[] => {
  try {
    const parsed = JSON.parse(local.getItem(ADDED_PRODUCTS_STORAGE_KEY) ?? "[]") as unknown;
    return Array.isArray(parsed) ? parsed.filter((id): id is string => typeof id === "string") : [];
  } catch {
    return [];
  }
};

/** Records an added rate id (once). */
export const recordAddedProduct = (local: KeyValueStorage, rateId: string): void => {
  const added = readAddedProducts(local);
  if (!added.includes(rateId)) local.setItem(ADDED_PRODUCTS_STORAGE_KEY, JSON.stringify([...added, rateId]));
};
