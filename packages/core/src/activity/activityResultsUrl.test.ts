import { fc, test } from "@fast-check/vitest";
import * as Result from "effect/Result";
import { describe, expect, it } from "vitest";
import { readPathOccupancy } from "../routes/pathOccupancy.js";
import { activityFiltersDefault } from "./activityFilters.js";
import { buildActivityResultsUrl, buildActivitySearchUrl, parseActivityResultsUrl } from "./activityResultsUrl.js";
import { arbActivityPlace, arbActivityResultsPage } from "./test/arbitraries.js";

describe("activity results URL", () => {
  test.prop([arbActivityResultsPage], { numRuns: 1000 })("parse(build(page)) = page", (page) => {
    expect(parseActivityResultsUrl(buildActivityResultsUrl(page))).toEqual(Result.succeed(page));
  });

  test.prop([arbActivityResultsPage], { numRuns: 1000 })(
    "the party sits at segments 6 to 8 (8 to 10 under activities/plus), as core's path occupancy reads it",
    (page) => {
      const read = readPathOccupancy("activity", buildActivityResultsUrl(page));
      expect(Result.isSuccess(read)).toBe(true);
      if (Result.isSuccess(read) && read.success.product === "activity") {
        expect(read.success.adults).toBe(page.search.party.adults);
        expect(read.success.children.ages).toEqual(page.search.party.childAges);
        expect(read.success.infants).toBe(page.search.party.infants);
      }
    },
  );

  test.prop([arbActivityResultsPage], { numRuns: 1000 })("the search URL is the page URL without its query", (page) => {
    const { near: _, ...plain } = page;
    expect(buildActivityResultsUrl(plain).startsWith(buildActivitySearchUrl(page.search))).toBe(true);
    expect(buildActivitySearchUrl(page.search)).not.toContain("?");
  });

  test.prop([arbActivityResultsPage, arbActivityPlace], { numRuns: 1000 })(
    "an activities/plus page is the plain page's search from a place: same search, filters, sort and page",
    (page, near) => {
      const url = buildActivityResultsUrl({ ...page, near });
      expect(url.startsWith("/activities/plus/results/")).toBe(true);
      const read = parseActivityResultsUrl(url);
      expect(Result.isSuccess(read) && read.success.near).toEqual(near);
      expect(Result.isSuccess(read) && read.success.search).toEqual(page.search);
    },
  );

  it("reads an activities/plus address and names a bad place", () => {
    const read = parseActivityResultsUrl(
      "/activities/plus/results/BUE/hotel:H77/2027-03-01/2027-03-05/2/2:4-9/0?name=Buenos%20Aires",
    );
    expect(Result.isSuccess(read) && read.success).toMatchObject({
      near: { kind: "hotel", code: "H77" },
      search: { party: { adults: 2, childAges: [4, 9], infants: 0 } },
      destinationName: "Buenos Aires",
    });
    const bad = parseActivityResultsUrl("/activities/plus/results/BUE/spa:H77/2027-03-01/2027-03-05/2/0/0");
    expect(Result.isFailure(bad) && bad.failure.field).toBe("place");
    const short = parseActivityResultsUrl("/activities/plus/results/BUE/2027-03-01/2027-03-05/2/0/0");
    expect(Result.isFailure(short) && short.failure.field).toBe("path");
  });

  test.prop([fc.oneof(fc.string(), fc.webPath(), fc.anything())], { numRuns: 1000 })(
    "junk never throws: a path that is not a search fails",
    (junk) => {
      const read = parseActivityResultsUrl(junk as string);
      if (Result.isFailure(read)) expect(read.failure._tag).toBe("RouteParseError");
    },
  );

  it("writes a readable URL and reads lists in any order", () => {
    const url =
      "/activities/results/BUE/2027-03-01/2027-03-05/2/2:4-9/0?name=Buenos%20Aires&category=water&category=food";
    const read = parseActivityResultsUrl(url);
    expect(Result.isSuccess(read) && read.success.filters.categories).toEqual(["food", "water"]);
    expect(
      Result.isSuccess(read) && buildActivityResultsUrl({ ...read.success, filters: activityFiltersDefault }),
    ).toBe("/activities/results/BUE/2027-03-01/2027-03-05/2/2:4-9/0?name=Buenos%20Aires");
  });

  it("names the bad part", () => {
    const field = (url: string) => {
      const read = parseActivityResultsUrl(url);
      return Result.isFailure(read) ? read.failure.field : null;
    };
    expect(field("/activities/results/BUE/2027-03-05/2027-03-01/2/0/0")).toBe("to");
    expect(field("/activities/results/BUE/2027-03-01/2027-03-05/0/0/0")).toBe("adults");
    expect(field("/activities/results/BUE/2027-03-01/2027-03-05/2/2:4/0")).toBe("children");
    expect(field("/activities/results/BUE/2027-03-01/2027-03-05/2/0/0?category=spa")).toBe("category");
    expect(field("/activities/results/BUE/2027-03-01/2027-03-05/2/0/0?rating=2")).toBe("rating");
  });
});
