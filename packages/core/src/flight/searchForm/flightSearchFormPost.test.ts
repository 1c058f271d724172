import { fc, test } from "@fast-check/vitest";
import { Result } from "effect";
import { describe, expect, it } from "vitest";
import type { CalendarDate } from "../../dates/index.js";
import type { FlightSearch } from "../../routes/flightResultsUrl.js";
import { arbFlightSearch } from "../../routes/test/arbitraries.js";
import { flightSearchFormEntries, parseFlightSearchForm } from "./flightSearchFormPost.js";

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

describe("flight search form post", () => {
  test.prop([arbFlightSearch], { numRuns: 1000 })("parse(entries(search)) returns the search", (search) => {
    expect(parseFlightSearchForm(flightSearchFormEntries(search))).toEqual(Result.succeed(search));
  });

  test.prop([arbFlightSearch, fc.nat(30), fc.string({ maxLength: 6 })], { numRuns: 1000 })(
    "reading tampered entries never throws",
    (search, position, junk) => {
      const entries = flightSearchFormEntries(search);
      const index = position % entries.length;
      const parsed = parseFlightSearchForm(
        entries.map(([name, text], at): [string, string] => [name, at === index ? junk : text]),
      );
      expect(Result.isSuccess(parsed) || parsed.failure._tag === "RouteParseError").toBe(true);
    },
  );

  it("posts the spec's field names", () => {
    expect(flightSearchFormEntries(sampleFlightSearch)).toEqual([
      ["search[destinations_selected_ids]", "1;2"],
      ["search[tagPlaces]", "BUE;COR"],
      ["search[to][city_id]", "MAD"],
      ["search[to][city]", "Madrid"],
      ["search[partida]", "2026-07-01"],
      ["search[regreso]", "2026-07-15"],
      ["search[solo_ida]", "0"],
      ["search[fechas_flexibles]", "0"],
      ["search[adults]", "2"],
      ["search[children]", "1"],
      ["search[ages]", "5"],
      ["search[cabin]", "ALL"],
      ["search[officeID]", ""],
      ["search[stops-0]", "1"],
      ["search[stops-1]", "1"],
    ]);
    const entries = flightSearchFormEntries(sampleFlightSearch);
    expect(parseFlightSearchForm([...entries, ["search[stops-7]", "1"]])).toMatchObject({
      failure: { field: "search[stops-7]" },
    });
    expect(parseFlightSearchForm([...entries, ["search[stops-2]", "on"]])).toMatchObject({
      failure: { field: "search[stops-2]" },
    });
    expect(
      parseFlightSearchForm(entries.map(([k, v]): [string, string] => [k, k === "search[ages]" ? "x" : v])),
    ).toMatchObject({ failure: { field: "search[ages]" } });
  });
});
