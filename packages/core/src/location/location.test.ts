import { fc, test } from "@fast-check/vitest";
import { describe, expect } from "vitest";
import { autocompleteDelayMs, autocompleteMinChars, autocompleteQueryAllowed } from "./autocompleteTiming.js";
import { multiSelectSummary } from "./multiSelectSummary.js";
import {
  addRecentLocation,
  addRecentLocationFor,
  RECENT_LOCATIONS_LIMIT,
  type RecentLocation,
  recentLocationsToShow,
} from "./recentLocations.js";

const choiceArb = fc.record({ label: fc.string({ maxLength: 8 }), value: fc.stringMatching(/^[A-F]{1,2}$/) });

describe("recent locations", () => {
  test.prop([fc.array(choiceArb, { maxLength: 60 })], { numRuns: 1000 })(
    "at most 10, unique by value, most recent first, type 'last'",
    (choices) => {
      let recent: readonly RecentLocation[] = [];
      for (const choice of choices) {
        recent = addRecentLocation(recent, choice);
        expect(recent.length).toBeLessThanOrEqual(RECENT_LOCATIONS_LIMIT);
        expect(new Set(recent.map((r) => r.value)).size).toBe(recent.length);
        expect(recent[0]).toEqual({ ...choice, type: "last" });
      }
    },
  );

  test("kept per language; shown only for an empty term", () => {
    let store = addRecentLocationFor({}, "es", { label: "Roma", value: "ROM" });
    store = addRecentLocationFor(store, "en", { label: "Rome", value: "ROM" });
    store = addRecentLocationFor(store, "es", { label: "Roma, Italia", value: "ROM" });
    expect(store.es).toEqual([{ label: "Roma, Italia", value: "ROM", type: "last" }]);
    expect(recentLocationsToShow("  ", store, "en")).toEqual([{ label: "Rome", value: "ROM", type: "last" }]);
    expect(recentLocationsToShow("Ro", store, "en")).toEqual([]);
    expect(recentLocationsToShow("", store, "pt")).toEqual([]);
  });
});

describe("autocomplete timing", () => {
  test("delays 250 select, 500 home and houses, 750 elsewhere; thresholds 3 and 2", () => {
    expect(autocompleteDelayMs("select")).toBe(250);
    expect(autocompleteDelayMs("homeDestination")).toBe(500);
    expect(autocompleteDelayMs("housesDestination")).toBe(500);
    expect(autocompleteDelayMs("destination")).toBe(750);
    expect(autocompleteMinChars("select")).toBe(3);
    expect(autocompleteMinChars("homeDestination")).toBe(2);
    expect(autocompleteQueryAllowed("ro", "destination")).toBe(true);
    expect(autocompleteQueryAllowed("ro", "select")).toBe(false);
    expect(autocompleteQueryAllowed(" r ", "destination")).toBe(false);
  });

  test("the results page's POI search waits 750 ms and asks from 3 characters (spec 001 §5, §9)", () => {
    expect(autocompleteDelayMs("poi")).toBe(750);
    expect(autocompleteMinChars("poi")).toBe(3);
    expect(autocompleteQueryAllowed("ob", "poi")).toBe(false);
    expect(autocompleteQueryAllowed("obe", "poi")).toBe(true);
  });
});

describe("multiSelectSummary", () => {
  test.prop([fc.array(fc.string(), { maxLength: 10 })])("first plus the count of the rest", (labels) => {
    const summary = multiSelectSummary(labels);
    expect(summary.first).toBe(labels[0] ?? null);
    expect(summary.more + (summary.first === null ? 0 : 1)).toBe(labels.length);
  });
});
