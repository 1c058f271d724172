import { fc, test } from "@fast-check/vitest";
import { Result } from "effect";
import { describe, expect, it } from "vitest";
import type { CalendarDate } from "../dates/index.js";
import { buildFlightResultsUrl, type FlightSearch, parseFlightResultsUrl } from "./flightResultsUrl.js";
import { arbFlightSearch } from "./test/arbitraries.js";

const sampleFlightSearch: FlightSearch = {
  origins: ["BUE", "COR"],
  originIds: ["1", "2"],
  toCityName: "Madrid",
  toCityId: "MAD",
  departure: "2026-07-01" as CalendarDate,
  returnDate: "2026-07-15" as CalendarDate,
  flexibleDates: false,
  oneWay: false,
  passengers: { adults: 2, children: 1, ages: [5] },
  cabin: "ALL",
  stops: [0, 1],
  officeId: null,
};

describe("flight results URL", () => {
  test.prop([arbFlightSearch], { numRuns: 1000 })("parse(build(search)) returns the search", (search) => {
    expect(parseFlightResultsUrl(buildFlightResultsUrl(search))).toEqual(Result.succeed(search));
  });

  test.prop([fc.string({ maxLength: 80 })], { numRuns: 1000 })("parsing any string never throws", (text) => {
    for (const input of [text, `/flight/results/${text}`]) {
      const parsed = parseFlightResultsUrl(input);
      expect(Result.isSuccess(parsed) || parsed.failure._tag === "RouteParseError").toBe(true);
    }
  });

  it("writes the spec's friendly URL", () => {
    expect(buildFlightResultsUrl(sampleFlightSearch)).toBe(
      "/flight/results/BUE;COR/2-1:5/1;2/Madrid/MAD/2026-07-01;2026-07-15/0/0/ALL/0;1/-",
    );
    expect(
      buildFlightResultsUrl({ ...sampleFlightSearch, returnDate: null, oneWay: true, stops: [], officeId: "-" }),
    ).toBe("/flight/results/BUE;COR/2-1:5/1;2/Madrid/MAD/2026-07-01/0/1/ALL/-/%2D");
  });

  it("names the bad segment", () => {
    const ok = "/flight/results/BUE/1-0/1/Madrid/MAD/2026-07-01/0/1/ECO/-/-";
    expect(Result.isSuccess(parseFlightResultsUrl(ok))).toBe(true);
    const bad = (index: number, value: string) => {
      const parts = ok.split("/");
      parts[index] = value;
      return parseFlightResultsUrl(parts.join("/"));
    };
    expect(bad(4, "x")).toMatchObject({ failure: { field: "passengers" } });
    expect(bad(8, "2026-07-01;2026-07-02;2026-07-03")).toMatchObject({ failure: { field: "dates" } });
    expect(bad(8, "2026-07-32")).toMatchObject({ failure: { field: "dates" } });
    expect(bad(9, "true")).toMatchObject({ failure: { field: "flexibleDates" } });
    expect(bad(11, "FIRST")).toMatchObject({ failure: { field: "cabin" } });
    expect(bad(12, "3")).toMatchObject({ failure: { field: "stops" } });
  });
});
