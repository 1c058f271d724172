import { fc, test } from "@fast-check/vitest";
import { Result } from "effect";
import { describe, expect } from "vitest";
import { bundleResultsUrl, parseBundleResultsQuery } from "./bundleResultsQuery.js";

const arbIds = fc.array(
  fc.string({ minLength: 1, maxLength: 12 }).filter((id) => !id.includes(",")),
  { maxLength: 5 },
);
const arbQuery = fc.record({ destinationIds: arbIds, periodIds: arbIds, themeIds: arbIds, all: fc.boolean() });

describe("bundleResultsQuery", () => {
  test.prop([arbQuery], { numRuns: 1000 })("reads back every id list it writes", (query) => {
    const url = bundleResultsUrl(query);
    expect(url.startsWith("/dynamicVacationBundle/results?")).toBe(true);
    expect(parseBundleResultsQuery(url.slice(url.indexOf("?")))).toEqual(Result.succeed(query));
  });

  test.prop([fc.string()], { numRuns: 1000 })("reads any query without throwing, never an empty id", (search) => {
    const parsed = parseBundleResultsQuery(search);
    if (Result.isFailure(parsed)) return;
    const query = parsed.success;
    for (const ids of [query.destinationIds, query.periodIds, query.themeIds]) expect(ids).not.toContain("");
  });
});
