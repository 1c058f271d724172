import {
  addRecentLocationFor,
  formatStoredRecentLocations,
  parseStoredRecentLocations,
  RECENT_LOCATIONS_STORAGE_KEY,
  type RecentLocationsByLanguage,
} from "@travesia/core";
import type { KeyValueStorage } from "../provider/world.js";

/** Reads the stored lists (core's `parseStoredRecentLocations`: anything unreadable counts as none). */
export const readRecentLocations = (local: KeyValueStorage): RecentLocationsByLanguage =>
  parseStoredRecentLocations(local.getItem(RECENT_LOCATIONS_STORAGE_KEY));

/** Records a chosen location for a language (core's `addRecentLocationFor`: front, no duplicates, last 10). */
export const rememberLocation = (
  local: KeyValueStorage,
  language: string,
  chosen: { readonly label: string; readonly value: string },
): void => {
  const next = addRecentLocationFor(readRecentLocations(local), language, chosen);
  local.setItem(RECENT_LOCATIONS_STORAGE_KEY, formatStoredRecentLocations(next));
};
