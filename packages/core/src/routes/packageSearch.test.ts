import { fc, test } from "@fast-check/vitest";
import { Result } from "effect";
import { describe, expect, it } from "vitest";
import type { CalendarDate } from "../dates/index.js";
import {
  buildPackageResultsUrl,
  type PackageSearch,
  packageSearchFormEntries,
  parsePackageResultsUrl,
  parsePackageSearchForm,
} from "./packageSearch.js";
import { arbPackageSearch } from "./test/arbitraries.js";

const search: PackageSearch = {
  origins: [{ id: "BUE", name: "Buenos Aires" }],
  toCity: { id: "MAD", name: "Madrid" },
  checkIn: "2026-07-01" as CalendarDate,
  checkOut: "2026-07-15" as CalendarDate,
  rooms: [{ adults: 2, children: 0, ages: [] }],
  differentHotel: null,
  partialHotel: null,
};

describe("package results URL", () => {
  test.prop([arbPackageSearch], { numRuns: 1000 })("parse(build(search)) returns the search", (value) => {
    expect(parsePackageResultsUrl(buildPackageResultsUrl(value))).toEqual(Result.succeed(value));
  });

  test.prop([fc.string({ maxLength: 80 })], { numRuns: 1000 })("parsing any string never throws", (text) => {
    for (const input of [text, `/flightsHotels/results/${text}`]) {
      const parsed = parsePackageResultsUrl(input);
      expect(Result.isSuccess(parsed) || parsed.failure._tag === "RouteParseError").toBe(true);
    }
  });

  it("serialises the search into the path", () => {
    expect(buildPackageResultsUrl(search)).toBe(
      "/flightsHotels/results/BUE:Buenos%20Aires/MAD/Madrid/2026-07-01/2026-07-15/2-0/0/0",
    );
    const full = buildPackageResultsUrl({
      ...search,
      differentHotel: { id: "TOL", name: "Toledo" },
      partialHotel: { checkIn: "2026-07-03" as CalendarDate, checkOut: "2026-07-10" as CalendarDate },
    });
    expect(full).toBe(
      "/flightsHotels/results/BUE:Buenos%20Aires/MAD/Madrid/2026-07-01/2026-07-15/2-0/TOL:Toledo/2026-07-03;2026-07-10",
    );
    const base = "/flightsHotels/results/BUE:B/MAD/Madrid/2026-07-01/2026-07-15/2-0";
    expect(parsePackageResultsUrl(`${base}/0/2026-07-03`)).toMatchObject({ failure: { field: "partialHotel" } });
    expect(parsePackageResultsUrl(`${base}/TOL/0`)).toMatchObject({ failure: { field: "differentHotel" } });
    expect(parsePackageResultsUrl(`${base}/0/2026-07-03;2026-07-99`)).toMatchObject({
      failure: { field: "partialHotel" },
    });
    expect(parsePackageResultsUrl(`${base.replace("2-0", "2_0")}/0/0`)).toMatchObject({ failure: { field: "rooms" } });
  });
});

describe("flight-plus-hotel form post", () => {
  test.prop([arbPackageSearch], { numRuns: 1000 })("parse(entries(search)) returns the search", (value) => {
    expect(parsePackageSearchForm(packageSearchFormEntries(value))).toEqual(Result.succeed(value));
  });

  test.prop([arbPackageSearch, fc.nat(40), fc.string({ maxLength: 6 })], { numRuns: 1000 })(
    "reading tampered entries never throws",
    (value, position, junk) => {
      const entries = packageSearchFormEntries(value);
      const index = position % entries.length;
      const parsed = parsePackageSearchForm(
        entries.map(([name, text], at): [string, string] => [name, at === index ? junk : text]),
      );
      expect(Result.isSuccess(parsed) || parsed.failure._tag === "RouteParseError").toBe(true);
    },
  );

  it("posts the spec's field names and checks duplicated fields", () => {
    const entries = packageSearchFormEntries({
      ...search,
      partialHotel: { checkIn: "2026-07-03" as CalendarDate, checkOut: "2026-07-10" as CalendarDate },
    });
    expect(entries.map(([name]) => name)).toEqual([
      "search[origins]",
      "search[origins_names]",
      "search[to][city_id]",
      "search[to][city][id]",
      "search[to][city][name]",
      "search[checkIn]",
      "search[checkOut]",
      "search[in]",
      "search[out]",
      "search[nights]",
      "search[conditions][different_hotel]",
      "search[conditions][partial_hotel]",
      "search[accommodation][city][id]",
      "search[accommodation][city][name]",
      "search[countRooms]",
      "search[adults][]",
      "search[children][]",
      "search[childAges][]",
      "search[destinations_selected_ids]",
    ]);
    expect(Object.fromEntries(entries)["search[nights]"]).toBe("7");
    const replace = (name: string, value: string) =>
      entries.map(([key, text]): [string, string] => [key, key === name ? value : text]);
    expect(parsePackageSearchForm(replace("search[origins_names]", "A;B"))).toMatchObject({
      failure: { field: "search[origins_names]" },
    });
    expect(parsePackageSearchForm(replace("search[destinations_selected_ids]", "X"))).toMatchObject({
      failure: { field: "search[destinations_selected_ids]" },
    });
    expect(parsePackageSearchForm(replace("search[to][city_id]", "X"))).toMatchObject({
      failure: { field: "search[to][city_id]" },
    });
    expect(parsePackageSearchForm(replace("search[nights]", "14"))).toMatchObject({
      failure: { field: "search[nights]" },
    });
  });
});
