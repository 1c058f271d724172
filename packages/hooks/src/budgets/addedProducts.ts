import {
  ADDED_PRODUCTS_STORAGE_KEY,
  addedProductIdsWith,
  formatAddedProductIds,
  parseAddedProductIds,
} from "@travesia/core";
import type { KeyValueStorage } from "../provider/world.js";

/** The rate ids added so far (spec 000 §4 "Added product ids are tracked locally"; core's stored shape). */
export const readAddedProducts = (local: KeyValueStorage): readonly string[] =>
  parseAddedProductIds(local.getItem(ADDED_PRODUCTS_STORAGE_KEY));

/** Records an added rate id (once). */
export const recordAddedProduct = (local: KeyValueStorage, rateId: string): void => {
  const added = readAddedProducts(local);
  const next = addedProductIdsWith(added, rateId);
  if (next !== added) local.setItem(ADDED_PRODUCTS_STORAGE_KEY, formatAddedProductIds(next));
};
