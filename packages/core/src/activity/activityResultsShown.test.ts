import { fc, test } from "@fast-check/vitest";
import { describe, expect, it } from "vitest";
import { ACTIVITY_SORTS } from "./activityCodes.js";
import { applyActivityFilters } from "./activityFilters.js";
import {
  ACTIVITIES_PER_PAGE,
  activityResultsDestinationName,
  activityResultsOrder,
  activityResultsShown,
  activityResultsTitle,
} from "./activityResultsShown.js";
import { arbActivityFilters, arbActivitySummary } from "./test/arbitraries.js";

const arbList = fc.uniqueArray(arbActivitySummary, { maxLength: 40, selector: (activity) => activity.id });

describe("the activities a results page shows", () => {
  test.prop([arbList, arbActivityFilters, fc.constantFrom(...ACTIVITY_SORTS), fc.integer({ min: 1, max: 6 })], {
    numRuns: 1000,
  })("a page is its slice of the filtered, sorted list, at most ACTIVITIES_PER_PAGE", (list, filters, sort, page) => {
    const order = activityResultsOrder(list, filters, sort);
    expect(order).toHaveLength(applyActivityFilters(list, filters).length);
    const shown = activityResultsShown(list, { filters, sort, page });
    expect(shown.total).toBe(order.length);
    expect(shown.items.length).toBeLessThanOrEqual(ACTIVITIES_PER_PAGE);
    const start = (shown.pagination.currentPage - 1) * ACTIVITIES_PER_PAGE;
    expect(shown.items).toEqual(order.slice(start, start + ACTIVITIES_PER_PAGE));
  });

  test.prop([fc.string(), fc.option(fc.string(), { nil: undefined })], { numRuns: 1000 })(
    "the heading's destination is the URL's, else the reply's, else none",
    (fromUrl, fromReply) => {
      const reply = fromReply === undefined ? {} : { destination: { id: "X", name: fromReply } };
      expect(activityResultsDestinationName({ destinationName: fromUrl }, reply)).toBe(fromUrl || fromReply || "");
      expect(activityResultsDestinationName(null, undefined)).toBe("");
    },
  );

  it("names the reply's destination when the URL carries none", () => {
    expect(
      activityResultsDestinationName({ destinationName: "" }, { destination: { id: "BUE", name: "Buenos Aires" } }),
    ).toBe("Buenos Aires");
  });
});

describe("activityResultsTitle", () => {
  test.prop([fc.string()], { numRuns: 1000 })(
    "names the place when there is one, the product while there is none",
    (name) => {
      const asked: unknown[] = [];
      const title = activityResultsTitle(name, (key, params) => {
        asked.push([key, params]);
        return params === undefined ? key : `${key}:${params.name}`;
      });
      expect(title).toBe(name === "" ? "shell.productActivities" : `activity.resultsTitle:${name}`);
      expect(asked).toEqual([
        name === "" ? ["shell.productActivities", undefined] : ["activity.resultsTitle", { name }],
      ]);
    },
  );
});
