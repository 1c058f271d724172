import { fc, test } from "@fast-check/vitest";
import * as Result from "effect/Result";
import { describe, expect, it } from "vitest";
import { addDaysToCalendarDate, type CalendarDate } from "../dates/calendarDate.js";
import { arbDestinationId } from "../routes/test/arbitraries.js";
import { findHashTarget } from "../search/findHashTarget.js";
import { activityFindHashTarget, buildActivityFindHash } from "./activityFindHash.js";
import { ACTIVITY_SEARCH_MAX_DAYS, parseActivityResultsUrl } from "./activityResultsUrl.js";
import { arbActivityParty } from "./test/arbitraries.js";

const TODAY = "2030-01-10" as CalendarDate;
/** A name whose words each start with a capital and hold no other, so its spaces come back from the hash. */
const arbName = fc
  .array(fc.stringMatching(/^[A-Z][a-z]{1,8}$/), { minLength: 1, maxLength: 3 })
  .map((words) => words.join(" "));
const arbSearch = fc
  .record({
    destination: arbDestinationId,
    start: fc.integer({ min: 0, max: 400 }),
    length: fc.integer({ min: 0, max: ACTIVITY_SEARCH_MAX_DAYS - 1 }),
    party: arbActivityParty,
  })
  .map(({ destination, start, length, party }) => ({
    destination,
    from: addDaysToCalendarDate(TODAY, start),
    to: addDaysToCalendarDate(TODAY, start + length),
    party,
  }));

describe("activity find hash", () => {
  test.prop([arbSearch, arbName], { numRuns: 1000 })(
    "parse(build(search)) = search: a complete hash opens the results page of the search it was built from",
    (search, name) => {
      const target = findHashTarget(`#${buildActivityFindHash(search, name)}`, TODAY);
      expect(target).toMatchObject({ _tag: "results", product: "activity" });
      if (target._tag !== "results") return;
      expect(parseActivityResultsUrl(target.url)).toEqual(
        Result.succeed({
          search,
          destinationName: name,
          filters: expect.anything(),
          sort: "recommended",
          page: 1,
        }),
      );
    },
  );

  it("an incomplete or wrong hash fills the box with what it carries and names the rest", () => {
    const query: Record<string, string> = { from: "2030-01-09", to: "2030-01-20", children: "2:4-9" };
    expect(activityFindHashTarget("Buenos Aires", "BUE", (key) => query[key], TODAY)).toEqual({
      _tag: "box",
      values: {
        destinationId: "BUE",
        destinationName: "Buenos Aires",
        from: "",
        to: "2030-01-20",
        adults: 2,
        childAges: [],
        infants: 0,
      },
      issues: [
        { field: "dateFrom", reason: "invalid" },
        { field: "participants", reason: "missing" },
      ],
    });
    const long = { from: "2030-02-01", to: "2030-03-15", adults: "2", children: "2:4-9" } as Record<string, string>;
    expect(activityFindHashTarget("Roma", "ROM", (key) => long[key], TODAY)).toMatchObject({
      _tag: "box",
      values: { from: "2030-02-01", to: "", adults: 2, childAges: [4, 9] },
      issues: [{ field: "dateTo", reason: "invalid" }],
    });
  });

  test.prop([fc.string(), fc.dictionary(fc.constantFrom("from", "to", "adults", "children", "infants"), fc.string())], {
    numRuns: 1000,
  })("junk never throws", (id, query) => {
    expect(() => activityFindHashTarget("Roma", id, (key) => query[key], TODAY)).not.toThrow();
  });
});
