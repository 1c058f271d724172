import { fc, test } from "@fast-check/vitest";
import { describe, expect, it } from "vitest";
import {
  ACTIVITY_CATEGORIES,
  ACTIVITY_DURATIONS,
  ACTIVITY_LANGUAGES,
  ACTIVITY_SORTS,
  ACTIVITY_TIMES_OF_DAY,
  activityCodeKey,
  activityDurationBand,
  activityTimeOfDay,
} from "./activityCodes.js";
import {
  type ActivityFilterFacet,
  activityFilterPanel,
  activityFiltersDefault,
  activityFiltersToggled,
  applyActivityFilters,
  sortActivities,
} from "./activityFilters.js";
import { isActivityMessageKey } from "./activityMessages.js";
import { arbActivityFilters, arbActivitySummary } from "./test/arbitraries.js";

const arbActivities = fc.uniqueArray(arbActivitySummary, { maxLength: 40, selector: (activity) => activity.id });
const LISTS: readonly ActivityFilterFacet[] = ["categories", "durations", "languages", "timesOfDay"];

describe("activity filters", () => {
  test.prop([arbActivities, arbActivityFilters], { numRuns: 1000 })(
    "keep a subset, in order, each kept activity matching every filter",
    (activities, filters) => {
      const kept = applyActivityFilters(activities, filters);
      expect(activities.filter((activity) => kept.includes(activity))).toEqual(kept);
      for (const activity of kept) {
        if (filters.freeCancellation) expect(activity.freeCancellation).toBe(true);
        if (filters.minRating !== null) expect(activity.rating).toBeGreaterThanOrEqual(filters.minRating);
        if (filters.categories.length > 0) expect(filters.categories).toContain(activity.category);
        if (filters.durations.length > 0)
          expect(filters.durations).toContain(activityDurationBand(activity.durationMinutes));
      }
    },
  );

  test.prop([arbActivities, arbActivityFilters, fc.constantFrom(...LISTS)], { numRuns: 1000 })(
    "a list choice's count is what that section would show with only it ticked",
    (activities, filters, facet) => {
      const section = activityFilterPanel(activities, filters).find((entry) => entry.facet === facet);
      for (const choice of section?.choices ?? []) {
        const only = activityFiltersToggled({ ...filters, [facet]: [] }, facet, choice.code, true);
        expect(choice.count).toBe(applyActivityFilters(activities, only).length);
      }
    },
  );

  test.prop([arbActivities, arbActivityFilters], { numRuns: 1000 })(
    "the free-cancellation and rating counts are the results once chosen",
    (activities, filters) => {
      const panel = activityFilterPanel(activities, filters);
      const free = panel.find((entry) => entry.facet === "freeCancellation")?.choices[0];
      expect(free?.count).toBe(applyActivityFilters(activities, { ...filters, freeCancellation: true }).length);
      for (const choice of panel.find((entry) => entry.facet === "minRating")?.choices ?? []) {
        const chosen = activityFiltersToggled(filters, "minRating", choice.code, true);
        expect(choice.count).toBe(applyActivityFilters(activities, chosen).length);
      }
    },
  );

  test.prop([arbActivities, fc.constantFrom(...ACTIVITY_SORTS)], { numRuns: 1000 })(
    "a sort reorders every activity, in the sort's order",
    (activities, sort) => {
      const sorted = sortActivities(activities, sort);
      expect([...sorted].sort((a, b) => (a.id < b.id ? -1 : 1))).toEqual(
        [...activities].sort((a, b) => (a.id < b.id ? -1 : 1)),
      );
      for (let index = 1; index < sorted.length; index++) {
        const [a, b] = [sorted[index - 1], sorted[index]];
        if (a === undefined || b === undefined) continue;
        if (sort === "priceAsc") expect(a.priceFrom.minor).toBeLessThanOrEqual(b.priceFrom.minor);
        if (sort === "priceDesc") expect(a.priceFrom.minor).toBeGreaterThanOrEqual(b.priceFrom.minor);
        if (sort === "rating") expect(a.rating).toBeGreaterThanOrEqual(b.rating);
        if (sort === "duration") expect(a.durationMinutes).toBeLessThanOrEqual(b.durationMinutes);
      }
    },
  );

  test.prop([arbActivityFilters, fc.constantFrom(...LISTS), fc.string()], { numRuns: 1000 })(
    "toggling a code on then off leaves the list without it; an unknown code changes nothing",
    (filters, facet, code) => {
      const off = activityFiltersToggled(activityFiltersToggled(filters, facet, code, true), facet, code, false);
      expect(off[facet] as readonly string[]).not.toContain(code);
      expect(activityFiltersToggled(activityFiltersDefault, facet, `x${code}`, true)).toEqual(activityFiltersDefault);
    },
  );

  it("names every code in the catalogs", () => {
    const keys = [
      ...ACTIVITY_CATEGORIES.map((code) => activityCodeKey("category", code)),
      ...ACTIVITY_LANGUAGES.map((code) => activityCodeKey("language", code)),
      ...ACTIVITY_DURATIONS.map((code) => activityCodeKey("duration", code)),
      ...ACTIVITY_TIMES_OF_DAY.map((code) => activityCodeKey("time", code)),
      ...ACTIVITY_SORTS.map((code) => activityCodeKey("sort", code)),
      ...activityFilterPanel([], activityFiltersDefault).flatMap((section) =>
        section.choices.map((choice) => choice.label),
      ),
    ];
    for (const key of keys) expect(isActivityMessageKey(key), key).toBe(true);
  });

  it("bands durations and times of day at their bounds", () => {
    expect([60, 61, 240, 241, 1440, 1441].map(activityDurationBand)).toEqual([
      "upTo1h",
      "upTo4h",
      "upTo4h",
      "upTo1d",
      "upTo1d",
      "multiDay",
    ]);
    expect(["11:59", "12:00", "16:59", "17:00", "25:00"].map(activityTimeOfDay)).toEqual([
      "morning",
      "afternoon",
      "afternoon",
      "evening",
      null,
    ]);
  });
});
