import { fc, test } from "@fast-check/vitest";
import { Result } from "effect";
import { describe, expect } from "vitest";
import { bundleResultsUrl, parseBundleResultsAddress, parseBundleResultsQuery } from "./bundleResultsQuery.js";

const arbIds = fc.array(
  fc.string({ minLength: 1, maxLength: 12 }).filter((id) => !id.includes(",")),
  { maxLength: 5 },
);
const arbQuery = fc.record({
  destinationIds: arbIds,
  periodIds: arbIds,
  themeIds: arbIds,
  all: fc.boolean(),
  // A page is a whole number of up to 15 digits, as every page a results URL writes.
  page: fc.oneof(fc.constant(1), fc.integer({ min: 1, max: 10 ** 15 - 1 })),
});
const queryOf = (url: string) => url.slice(url.indexOf("?"));

describe("bundleResultsQuery", () => {
  test.prop([arbQuery], { numRuns: 1000 })("reads back every id list and page it writes", (query) => {
    const url = bundleResultsUrl(query);
    expect(url.startsWith("/dynamicVacationBundle/results?")).toBe(true);
    expect(parseBundleResultsQuery(queryOf(url))).toEqual(Result.succeed(query));
  });

  test.prop([arbQuery, fc.string()], { numRuns: 1000 })(
    "reads a whole address as its query (a hash is not part of it), and no other path",
    (query, hash) => {
      const url = bundleResultsUrl(query);
      expect(parseBundleResultsAddress(`${url}#${hash}`)).toEqual(Result.succeed(query));
      expect(Result.isFailure(parseBundleResultsAddress(`/flight${url}`))).toBe(true);
    },
  );

  test.prop([arbQuery], { numRuns: 1000 })("writes the page only from page 2, so a new search starts on 1", (query) => {
    const url = bundleResultsUrl(query);
    expect(url.includes("page=")).toBe(query.page > 1);
    expect(bundleResultsUrl({ ...query, page: 1 })).toBe(url.replace(/&page=\d+$/, ""));
  });

  test.prop([arbQuery, fc.string().filter((text) => !/^[1-9]\d{0,14}$/.test(text))], { numRuns: 1000 })(
    "a page that is not a whole number from 1 does not read, and names the page",
    (query, page) => {
      const url = `${bundleResultsUrl({ ...query, page: 1 })}&page=${encodeURIComponent(page)}`;
      const parsed = parseBundleResultsQuery(queryOf(url));
      expect(Result.isFailure(parsed) && parsed.failure.field).toBe("page");
    },
  );

  test.prop([fc.string()], { numRuns: 1000 })("reads any query without throwing, never an empty id", (search) => {
    const parsed = parseBundleResultsQuery(search);
    if (Result.isFailure(parsed)) return;
    const query = parsed.success;
    for (const ids of [query.destinationIds, query.periodIds, query.themeIds]) expect(ids).not.toContain("");
    expect(Number.isSafeInteger(query.page) && query.page >= 1).toBe(true);
  });
});
