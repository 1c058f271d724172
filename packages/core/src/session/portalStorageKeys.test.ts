import { describe, expect, it } from "vitest";
import {
  ACTIVE_BUDGET_STORAGE_KEY,
  ADDED_PRODUCTS_STORAGE_KEY,
  PORTAL_STORAGE_KEYS,
  RECENT_LOCATIONS_STORAGE_KEY,
  USER_LOGGED_KEY,
} from "./portalStorageKeys.js";

describe("PORTAL_STORAGE_KEYS", () => {
  it("uses the spec's names where spec 000 §3 writes them", () => {
    for (const item of [
      "userCurrency",
      "tripActive",
      "enablePricer",
      "enableDualFlow",
      "viewType",
      "counts",
      "hotelResultAsyncTimeout",
    ] as const) {
      expect(PORTAL_STORAGE_KEYS[item]).toBe(item);
    }
  });

  it("never gives two items one key, and the named keys are the table's", () => {
    const keys = Object.values(PORTAL_STORAGE_KEYS);
    expect(new Set(keys).size).toBe(keys.length);
    expect([
      USER_LOGGED_KEY,
      ACTIVE_BUDGET_STORAGE_KEY,
      RECENT_LOCATIONS_STORAGE_KEY,
      ADDED_PRODUCTS_STORAGE_KEY,
    ]).toEqual(["userIsLogged", "activeQuote", "recentLocations", "addedProducts"]);
  });
});
