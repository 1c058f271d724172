import { fc, test } from "@fast-check/vitest";
import { Result } from "effect";
import { describe, expect, it } from "vitest";
import { parseBundleResultsQuery } from "../routes/bundleResultsQuery.js";
import { parseBundleSearchForm } from "../routes/bundleSearchForm.js";
import { bundleCellUrl, bundleResultsFormValues, bundleResultsPost } from "./bundleResultsSearch.js";

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
      }),
    );
  });

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
