import { fc, test } from "@fast-check/vitest";
import { describe, expect, it } from "vitest";
import { arbPlace } from "../../validation/test/arbitraries.js";
import { BUNDLE_SEARCH_FORM_DEFAULTS, validateBundleSearchForm } from "./bundleSearchForm.js";

describe("validateBundleSearchForm", () => {
  it("needs a destination or a theme to search, nothing to explore all", () => {
    expect(validateBundleSearchForm(BUNDLE_SEARCH_FORM_DEFAULTS)).toEqual([
      { path: ["destinations"], key: "bundle.destinationRequired" },
    ]);
    expect(validateBundleSearchForm(BUNDLE_SEARCH_FORM_DEFAULTS, "exploreAll")).toEqual([]);
    expect(validateBundleSearchForm({ ...BUNDLE_SEARCH_FORM_DEFAULTS, themeIds: ["3"] })).toEqual([]);
  });

  test.prop([fc.array(arbPlace, { minLength: 1 }), fc.array(arbPlace)], { numRuns: 1000 })(
    "any form with a destination passes; without destination or theme it fails on destinations",
    (destinations, periods) => {
      expect(validateBundleSearchForm({ destinations, periods, themeIds: [] })).toEqual([]);
      expect(validateBundleSearchForm({ destinations: [], periods, themeIds: [] })[0]?.path).toEqual(["destinations"]);
    },
  );
});
