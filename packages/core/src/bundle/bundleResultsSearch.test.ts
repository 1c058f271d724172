import { fc, test } from "@fast-check/vitest";
import { Result } from "effect";
import { describe, expect, it } from "vitest";
import { parseBundleResultsQuery } from "../routes/bundleResultsQuery.js";
import {
  BUNDLE_RESULTS_PAGE_SIZE,
  bundleCellUrl,
  bundleResultsFormValues,
  bundleResultsPage,
  bundleResultsPost,
} from "./bundleResultsSearch.js";
import { parseBundleSearchForm } from "./searchForm/bundleSearchFormPost.js";

const arbIds = fc.uniqueArray(fc.stringMatching(/^[A-Z0-9-]{1,8}$/), { maxLength: 4 });
const arbQuery = fc.record({ destinationIds: arbIds, periodIds: arbIds, themeIds: arbIds, all: fc.boolean() });

describe("bundle results search", () => {
  test.prop([arbQuery], { numRuns: 1000 })("posts the address's ids to the post it answered", (query) => {
    const post = bundleResultsPost(query);
    expect(post.path).toBe(query.all ? "/dynamicVacationBundle/getAllResults" : "/search/dynamicVacationBundle");
    const parsed = parseBundleSearchForm(post.entries);
    if (Result.isFailure(parsed)) throw new Error(parsed.failure.reason);
    expect(parsed.success.destinations.map((place) => place.id)).toEqual(query.destinationIds);
    expect(parsed.success.periods.map((place) => place.id)).toEqual(query.periodIds);
    expect(parsed.success.themeIds).toEqual(query.themeIds);
  });

  test.prop([arbQuery, fc.stringMatching(/^[A-Z]{3}$/), fc.stringMatching(/^20\d\d-(0[1-9]|1[0-2])$/)], {
    numRuns: 1000,
  })("a grid cell opens its destination and month, keeping a search's themes", (query, destination, month) => {
    const url = bundleCellUrl(query, destination, month);
    expect(parseBundleResultsQuery(url.slice(url.indexOf("?")))).toEqual(
      Result.succeed({
        destinationIds: [destination],
        periodIds: [month],
        themeIds: query.all ? [] : query.themeIds,
        all: false,
        page: 1,
      }),
    );
  });

  test.prop([fc.nat({ max: 100 }), fc.integer({ min: -3, max: 12 })], { numRuns: 1000 })(
    "a page holds at most 12 bundles, its pages together hold the list once, and the pager marks the page shown",
    (count, page) => {
      const bundles = Array.from({ length: count }, (_, index) => index);
      const shown = bundleResultsPage(bundles, page);
      const last = Math.max(1, Math.ceil(count / BUNDLE_RESULTS_PAGE_SIZE));
      const current = Math.min(last, Math.max(1, page));
      expect(shown.pagination).toMatchObject({ visible: count > 0, currentPage: current, lastPage: last });
      expect(shown.items).toEqual(
        bundles.slice((current - 1) * BUNDLE_RESULTS_PAGE_SIZE, current * BUNDLE_RESULTS_PAGE_SIZE),
      );
      const pages = Array.from({ length: last }, (_, index) => bundleResultsPage(bundles, index + 1).items);
      expect(pages.flat()).toEqual(bundles);
    },
  );

  it("names the form's tags from the bundles and the months", () => {
    const values = bundleResultsFormValues(
      { destinationIds: ["CUN", "XXX"], periodIds: ["2027-03"], themeIds: ["1"], all: false },
      [{ destination: { id: "CUN", name: "Cancún" } }],
      "es",
    );
    expect(values).toEqual({
      destinations: [
        { id: "CUN", name: "Cancún" },
        { id: "XXX", name: "XXX" },
      ],
      periods: [{ id: "2027-03", name: "marzo 2027" }],
      themeIds: ["1"],
    });
  });
});
