import { fc, test } from "@fast-check/vitest";
import * as Result from "effect/Result";
import { describe, expect, it } from "vitest";
import type { CalendarDate } from "../dates/calendarDate.js";
import { findHashTarget } from "../search/findHashTarget.js";
import { buildCircuitFindHash, circuitFindHashTarget } from "./circuitFindHash.js";
import { parseCircuitResultsUrl } from "./circuitResultsUrl.js";
import { circuitSearchMonths } from "./circuitSearchForm.js";
import { arbCircuitArea, arbCircuitParty } from "./test/arbitraries.js";

const TODAY = "2030-11-20" as CalendarDate;
const arbName = fc
  .array(fc.stringMatching(/^[A-Z][a-z]{1,8}$/), { minLength: 1, maxLength: 3 })
  .map((words) => words.join(" "));
const arbSearch = fc
  .record({ area: arbCircuitArea, month: fc.constantFrom(...circuitSearchMonths(TODAY)), party: arbCircuitParty })
  .map(({ area, month, party }) => ({ area, month, ...party }));

describe("circuit find hash", () => {
  test.prop([arbSearch, arbName], { numRuns: 1000 })(
    "parse(build(search)) = search: a complete hash opens the results page of the search it was built from",
    (search, name) => {
      const target = findHashTarget(`#${buildCircuitFindHash(search, name)}`, TODAY);
      expect(target).toMatchObject({ _tag: "results", product: "circuit" });
      if (target._tag !== "results") return;
      expect(parseCircuitResultsUrl(target.url)).toEqual(
        Result.succeed({
          search,
          // A region's heading is its own text; a destination's name rides along.
          areaName: search.area._tag === "region" ? "" : name,
          filters: expect.anything(),
          sort: "recommended",
          page: 1,
        }),
      );
    },
  );

  it("an incomplete or wrong hash fills the box with what it carries and names the rest", () => {
    const query: Record<string, string> = { month: "2030-10", travellers: "7", rooms: "2" };
    expect(circuitFindHashTarget("Madrid", "MAD", (key) => query[key], TODAY)).toEqual({
      _tag: "box",
      values: { region: "", destinationId: "MAD", destinationName: "Madrid", month: "", travellers: 2, rooms: 1 },
      issues: [
        { field: "month", reason: "invalid" },
        { field: "rooms", reason: "invalid" },
      ],
    });
    expect(circuitFindHashTarget("Europa", "europe", () => undefined, TODAY)).toMatchObject({
      _tag: "box",
      values: { region: "europe", destinationId: "", destinationName: "" },
      issues: [
        { field: "month", reason: "missing" },
        { field: "travellers", reason: "missing" },
        { field: "rooms", reason: "missing" },
      ],
    });
  });

  test.prop([fc.string(), fc.dictionary(fc.constantFrom("month", "travellers", "rooms"), fc.string())], {
    numRuns: 1000,
  })("junk never throws", (id, query) => {
    expect(() => circuitFindHashTarget("Roma", id, (key) => query[key], TODAY)).not.toThrow();
  });
});
