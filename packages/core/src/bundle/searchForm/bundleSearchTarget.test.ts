import { fc, test } from "@fast-check/vitest";
import { Result } from "effect";
import { describe, expect, it } from "vitest";
import { arbNamedPlace, arbNonEmptyText } from "../../routes/test/arbitraries.js";
import { BUNDLE_SEARCH_FORM_DEFAULTS } from "./bundleSearchForm.js";
import { parseBundleSearchForm } from "./bundleSearchFormPost.js";
import { bundleSearchTarget } from "./bundleSearchTarget.js";

const arbValues = fc.record({
  destinations: fc.array(arbNamedPlace, { maxLength: 4 }),
  periods: fc.array(arbNamedPlace, { maxLength: 4 }),
  themeIds: fc.array(arbNonEmptyText, { maxLength: 4 }),
});

describe("bundleSearchTarget", () => {
  test.prop([arbValues, fc.constantFrom("search" as const, "exploreAll" as const)], { numRuns: 1000 })(
    "both submits post the same entries, which read back as the form's values",
    (values, submit) => {
      const target = bundleSearchTarget(values, submit);
      if (Result.isFailure(target) || target.success._tag !== "Post") throw new Error("expected a post");
      expect(target.success.path).toBe(
        submit === "search" ? "/search/dynamicVacationBundle" : "/dynamicVacationBundle/getAllResults",
      );
      expect(parseBundleSearchForm(target.success.entries)).toEqual(Result.succeed(values));
    },
  );

  it("'Explorar nuestras propuestas' posts an empty form too", () => {
    expect(bundleSearchTarget(BUNDLE_SEARCH_FORM_DEFAULTS, "exploreAll")).toMatchObject(
      Result.succeed({ _tag: "Post", path: "/dynamicVacationBundle/getAllResults" }),
    );
  });
});
