import { addRecentLocationFor, type RecentLocationsByLanguage } from "@travesia/core";
import type { KeyValueStorage } from "../provider/world.js";

/**
 * The local-storage key of recent locations (spec 000 §3 "Recent search … last 10 per language"). Core keeps the
 * list rules (`addRecentLocationFor`, `recentLocationsToShow`) but does not name the key. RULE TO MOVE TO CORE
 * (location): the key name.
 */
export const RECENT_LOCATIONS_STORAGE_KEY = "recentLocations";

/** Reads the stored lists; anything unreadable counts as none (a corrupt entry never breaks the search box). */
export const readRecentLocations = (local: KeyValueStorage): RecentLocationsByLanguage => {
  try {
    const parsed = JSON.parse(local.getItem(RECENT_LOCATIONS_STORAGE_KEY) ?? "{}") as unknown;
    if (typeof parsed !== "object" || parsed === null || Array.isArray(parsed)) return {};
    const lists: Record<string, { label: string; value: string; type: "last" }[]> = {};
    for (const [language, list] of Object.entries(parsed)) {
      if (!Array.isArray(list)) continue;
      lists[language] = list
        .filter(
          (entry): entry is { label: string; value: string; type: "last" } =>
            typeof entry === "object" &&
            entry !== null &&
            typeof entry.label === "string" &&
            typeof entry.value === "string",
        )
        .map((entry) => ({ label: entry.label, value: entry.value, type: "last" }));
    }
    return lists;
  } catch {
    return {};
  }
};

/** Records a chosen location for a language (core's `addRecentLocationFor`: front, no duplicates, last 10). */
export const rememberLocation = (
  local: KeyValueStorage,
  language: string,
  chosen: { readonly label: string; readonly value: string },
): void => {
  const next = addRecentLocationFor(readRecentLocations(local), language, chosen);
  local.setItem(RECENT_LOCATIONS_STORAGE_KEY, JSON.stringify(next));
};
