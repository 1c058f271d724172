import { fc, test } from "@fast-check/vitest";
import { describe, expect } from "vitest";
import { arbPlace } from "../../validation/test/arbitraries.js";
import { BUNDLE_SEARCH_FORM_DEFAULTS } from "./bundleSearchForm.js";
import { type BundleSearchFormEvent, bundleSearchFormTransition } from "./bundleSearchFormTransition.js";

const arbThemeId = fc.constantFrom("1", "2", "3", "4");
const arbEvent: fc.Arbitrary<BundleSearchFormEvent> = fc.oneof(
  fc.array(arbPlace, { maxLength: 4 }).map((places) => ({ _tag: "destinationsChosen" as const, places })),
  fc.array(arbPlace, { maxLength: 4 }).map((places) => ({ _tag: "periodsChosen" as const, places })),
  arbThemeId.map((themeId) => ({ _tag: "themeToggled" as const, themeId })),
);

describe("bundleSearchFormTransition", () => {
  test.prop([fc.array(arbEvent, { maxLength: 20 }), arbThemeId], { numRuns: 1000 })(
    "tags and themes hold each id once; a tile clicked twice is as before",
    (events, themeId) => {
      const values = events.reduce(bundleSearchFormTransition, BUNDLE_SEARCH_FORM_DEFAULTS);
      for (const ids of [values.themeIds, values.destinations.map((p) => p.id), values.periods.map((p) => p.id)]) {
        expect(new Set(ids).size).toBe(ids.length);
      }
      const toggle = { _tag: "themeToggled", themeId } as const;
      const once = bundleSearchFormTransition(values, toggle);
      expect(once.themeIds.includes(themeId)).toBe(!values.themeIds.includes(themeId));
      expect(new Set(bundleSearchFormTransition(once, toggle).themeIds)).toEqual(new Set(values.themeIds));
    },
  );
});
