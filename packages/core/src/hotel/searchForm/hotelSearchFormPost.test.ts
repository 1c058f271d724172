import { fc, test } from "@fast-check/vitest";
import { Result } from "effect";
import { describe, expect, it } from "vitest";
import type { CalendarDate } from "../../dates/index.js";
import { arbNearCalendarDate } from "../../dates/test/arbitraries.js";
import { HOTEL_AVAILABILITIES } from "../../routes/hotelResultsUrl.js";
import { arbDestinationId, arbRouteRooms, arbText } from "../../routes/test/arbitraries.js";
import { type HotelSearchForm, hotelSearchFormEntries, parseHotelSearchForm } from "./hotelSearchFormPost.js";

const arbForm: fc.Arbitrary<HotelSearchForm> = fc.record({
  destinationId: arbDestinationId,
  externalHotelReference: arbText,
  destinationName: arbText,
  checkIn: arbNearCalendarDate,
  checkOut: arbNearCalendarDate,
  rooms: arbRouteRooms,
  availability: fc.constantFrom(...HOTEL_AVAILABILITIES),
  hotelName: arbText,
});

const form: HotelSearchForm = {
  destinationId: { _tag: "DestinationCode", id: "4521" },
  externalHotelReference: "",
  destinationName: "Buenos Aires",
  checkIn: "2026-03-01" as CalendarDate,
  checkOut: "2026-03-05" as CalendarDate,
  rooms: [
    { adults: 2, children: 2, ages: [4, 9] },
    { adults: 1, children: 0, ages: [] },
  ],
  availability: "CNF",
  hotelName: "",
};

describe("hotel search form post", () => {
  test.prop([arbForm], { numRuns: 1000 })("parse(entries(form)) returns the form", (value) => {
    expect(parseHotelSearchForm(hotelSearchFormEntries(value))).toEqual(Result.succeed(value));
  });

  test.prop([arbForm, fc.nat(30), fc.string({ maxLength: 6 })], { numRuns: 1000 })(
    "reading tampered entries never throws",
    (value, position, junk) => {
      const entries = hotelSearchFormEntries(value);
      const index = position % entries.length;
      const tampered = entries.map(([name, text], at): [string, string] => [name, at === index ? junk : text]);
      const parsed = parseHotelSearchForm(tampered);
      expect(Result.isSuccess(parsed) || parsed.failure._tag === "RouteParseError").toBe(true);
    },
  );

  it("posts the spec's field names with derived nights and room count", () => {
    expect(hotelSearchFormEntries(form)).toEqual([
      ["search[destinationId]", "4521"],
      ["search[externalHotelReference]", ""],
      ["search[destinationName]", "Buenos Aires"],
      ["search[checkIn]", "2026-03-01"],
      ["search[checkOut]", "2026-03-05"],
      ["search[nights]", "4"],
      ["search[countRooms]", "2"],
      ["search[adults][]", "2"],
      ["search[adults][]", "1"],
      ["search[children][]", "2"],
      ["search[children][]", "0"],
      ["search[childAges][]", "4-9"],
      ["search[childAges][]", ""],
      ["search[availability]", "CNF"],
      ["search[hotelName]", ""],
    ]);
  });

  it("names the inconsistent field", () => {
    const entries = hotelSearchFormEntries(form);
    const replace = (name: string, value: string) =>
      entries.map(([key, text]): [string, string] => [key, key === name ? value : text]);
    expect(parseHotelSearchForm(replace("search[nights]", "3"))).toMatchObject({
      failure: { field: "search[nights]" },
    });
    expect(parseHotelSearchForm(replace("search[countRooms]", "3"))).toMatchObject({
      failure: { field: "search[adults][]" },
    });
    expect(parseHotelSearchForm(replace("search[availability]", "X"))).toMatchObject({
      failure: { field: "search[availability]" },
    });
    expect(parseHotelSearchForm(replace("search[childAges][]", "a"))).toMatchObject({
      failure: { field: "search[childAges][]" },
    });
    expect(parseHotelSearchForm(entries.filter(([key]) => key !== "search[hotelName]"))).toMatchObject({
      failure: { field: "search[hotelName]" },
    });
    expect(parseHotelSearchForm(replace("search[destinationId]", ""))).toMatchObject({
      failure: { field: "search[destinationId]" },
    });
  });
});
