import { fc, test } from "@fast-check/vitest";
import * as Result from "effect/Result";
import { describe, expect, it } from "vitest";
import { buildCircuitDetailUrl, parseCircuitDetailUrl } from "./circuitDetailUrl.js";
import { circuitFiltersDefault } from "./circuitFilters.js";
import {
  buildCircuitResultsUrl,
  buildCircuitSearchUrl,
  circuitPartyFits,
  parseCircuitResultsUrl,
} from "./circuitResultsUrl.js";
import { arbCircuitMonth, arbCircuitParty, arbCircuitResultsPage } from "./test/arbitraries.js";

const field = (url: string) => {
  const read = parseCircuitResultsUrl(url);
  return Result.isFailure(read) ? read.failure.field : null;
};

describe("circuit results URL", () => {
  test.prop([arbCircuitResultsPage], { numRuns: 1000 })("parse(build(page)) = page", (page) => {
    expect(parseCircuitResultsUrl(buildCircuitResultsUrl(page))).toEqual(Result.succeed(page));
  });

  test.prop([arbCircuitResultsPage], { numRuns: 1000 })("the search URL is the page URL without its query", (page) => {
    expect(buildCircuitResultsUrl(page).startsWith(buildCircuitSearchUrl(page.search))).toBe(true);
    expect(buildCircuitSearchUrl(page.search)).not.toContain("?");
  });

  test.prop([fc.oneof(fc.string(), fc.webPath(), fc.anything())], { numRuns: 1000 })(
    "junk never throws: what is not a search fails with a RouteParseError",
    (junk) => {
      const read = parseCircuitResultsUrl(junk as string);
      if (Result.isFailure(read)) expect(read.failure._tag).toBe("RouteParseError");
    },
  );

  test.prop([arbCircuitMonth, fc.integer({ min: 0, max: 20 }), fc.integer({ min: 0, max: 8 })], { numRuns: 1000 })(
    "a party is read only when every room sleeps one to three",
    (month, travellers, rooms) => {
      const read = parseCircuitResultsUrl(`/circuits/results/europe/${month}/${travellers}/${rooms}`);
      const fits = circuitPartyFits(travellers, rooms) && travellers <= 9 && rooms <= 5;
      expect(Result.isSuccess(read)).toBe(fits);
    },
  );

  test.prop([fc.string({ minLength: 1, maxLength: 8 })], { numRuns: 1000 })(
    "a month that is not YYYY-MM is refused",
    (text) => {
      fc.pre(!/^\d{4}-(0[1-9]|1[0-2])$/.test(text) && !text.includes("/") && !text.includes("?"));
      expect(field(`/circuits/results/europe/${encodeURIComponent(text)}/2/1`)).not.toBeNull();
    },
  );

  test.prop([fc.stringMatching(/^C\d{1,3}$/), arbCircuitMonth, arbCircuitParty], { numRuns: 1000 })(
    "detail: parse(build(route)) = route",
    (circuitId, month, party) => {
      const route = { circuitId, month, ...party };
      expect(parseCircuitDetailUrl(buildCircuitDetailUrl(route))).toEqual(Result.succeed(route));
    },
  );

  it("writes a readable URL and names the bad part", () => {
    const url = "/circuits/results/MAD/2027-05/3/2?name=Madrid&country=FR&country=ES&duration=upTo7";
    const read = parseCircuitResultsUrl(url);
    expect(Result.isSuccess(read) && read.success.filters.countries).toEqual(["ES", "FR"]);
    expect(Result.isSuccess(read) && buildCircuitResultsUrl({ ...read.success, filters: circuitFiltersDefault })).toBe(
      "/circuits/results/MAD/2027-05/3/2?name=Madrid",
    );
    expect(field("/circuits/results/asia/2027-05/2/1")).toBe("area");
    expect(field("/circuits/results/europe/2027-13/2/1")).toBe("month");
    expect(field("/circuits/results/europe/2027-05/0/1")).toBe("travellers");
    expect(field("/circuits/results/europe/2027-05/4/1")).toBe("rooms");
    expect(field("/circuits/results/europe/2027-05/2/1?price=cheap")).toBe("price");
    expect(field("/circuits/results/europe/2027-05/2/1?country=Spain")).toBe("country");
  });
});
