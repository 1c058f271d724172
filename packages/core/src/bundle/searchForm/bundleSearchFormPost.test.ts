import { fc, test } from "@fast-check/vitest";
import { Result } from "effect";
import { describe, expect, it } from "vitest";
import { arbNamedPlace, arbTextList } from "../../routes/test/arbitraries.js";
import {
  BUNDLE_ALL_RESULTS_POST_PATH,
  BUNDLE_SEARCH_POST_PATH,
  bundleSearchFormEntries,
  parseBundleSearchForm,
} from "./bundleSearchFormPost.js";

const arbBundle = fc.record({
  destinations: fc.array(arbNamedPlace, { maxLength: 4 }),
  periods: fc.array(arbNamedPlace, { maxLength: 4 }),
  themeIds: arbTextList,
});

describe("vacation bundle form post", () => {
  test.prop([arbBundle], { numRuns: 1000 })("parse(entries(search)) returns the search", (search) => {
    expect(parseBundleSearchForm(bundleSearchFormEntries(search))).toEqual(Result.succeed(search));
  });

  test.prop(
    [
      fc.array(
        fc.tuple(
          fc.constantFrom(
            "search[destination]",
            "search[destination_ids]",
            "search[period]",
            "search[period_ids]",
            "search[tematic_ids]",
          ),
          fc.string({ maxLength: 6 }),
        ),
        { maxLength: 7 },
      ),
    ],
    { numRuns: 1000 },
  )("reading any entries never throws", (entries) => {
    const parsed = parseBundleSearchForm(entries);
    if (Result.isFailure(parsed)) expect(parsed.failure._tag).toBe("RouteParseError");
    else
      expect(parsed.success.destinations.map((place) => place.name)).toEqual(
        entries.filter(([name]) => name === "search[destination]").map(([, value]) => value),
      );
  });

  it("posts the spec's fields to both paths", () => {
    expect(BUNDLE_SEARCH_POST_PATH).toBe("/search/dynamicVacationBundle");
    expect(BUNDLE_ALL_RESULTS_POST_PATH).toBe("/dynamicVacationBundle/getAllResults");
    const entries = bundleSearchFormEntries({
      destinations: [
        { id: "7", name: "Caribe" },
        { id: "9", name: "Brasil" },
      ],
      periods: [{ id: "2026-01", name: "Enero" }],
      themeIds: ["2", "5"],
    });
    expect(entries).toEqual([
      ["search[destination]", "Caribe"],
      ["search[destination]", "Brasil"],
      ["search[period]", "Enero"],
      ["search[destination_ids]", "7,9"],
      ["search[period_ids]", "2026-01"],
      ["search[tematic_ids]", "2,5"],
    ]);
    expect(parseBundleSearchForm(entries.slice(1))).toMatchObject({ failure: { field: "search[destination_ids]" } });
  });
});
