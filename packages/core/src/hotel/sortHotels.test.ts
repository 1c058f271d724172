import { fc, test } from "@fast-check/vitest";
import { describe, expect, it } from "vitest";
import { hotelSearchFiltersDefault } from "../routes/hotelSearchFilters.js";
import { applyHotelFilters } from "./applyHotelFilters.js";
import { HOTEL_SORT_FIELDS, isHotelSortField, sortHotels } from "./sortHotels.js";
import { arbFilterHotel } from "./test/arbHotelFilters.js";

const arbMatches = fc
  .uniqueArray(arbFilterHotel, { selector: (h) => h.id, maxLength: 25 })
  .map((hotels) => applyHotelFilters(hotels, hotelSearchFiltersDefault, { availability: null, perNight: false }));

describe("sortHotels", () => {
  test.prop([arbMatches, fc.constantFrom(null, "unknown", ...HOTEL_SORT_FIELDS)], { numRuns: 1000 })(
    "a sort is a permutation, deterministic whatever the input order",
    (matches, field) => {
      const sorted = sortHotels(matches, field);
      expect([...sorted].sort((a, b) => (a.hotel.id < b.hotel.id ? -1 : 1))).toEqual(
        [...matches].sort((a, b) => (a.hotel.id < b.hotel.id ? -1 : 1)),
      );
      expect(sortHotels([...matches].reverse(), field)).toEqual(sorted);
    },
  );

  test.prop([arbMatches], { numRuns: 1000 })("price sorts order by the shown price", (matches) => {
    const asc = sortHotels(matches, "price").map((m) => m.shownMinor);
    expect(asc).toEqual([...asc].sort((a, b) => a - b));
    const desc = sortHotels(matches, "price:desc").map((m) => m.shownMinor);
    expect(desc).toEqual([...desc].sort((a, b) => b - a));
    const stars = sortHotels(matches, "category").map((m) => m.hotel.stars);
    expect(stars).toEqual([...stars].sort((a, b) => b - a));
  });

  it("knows its fields and orders names, distance and reviews", () => {
    expect(isHotelSortField("distance")).toBe(true);
    expect(isHotelSortField("stars")).toBe(false);
    const base = { stars: 3, reviewRating: null, recommendation: null, zone: null, chain: null, destination: null };
    const make = (id: string, name: string, distanceKm: number | null, reviewRating: number | null) => ({
      hotel: {
        ...base,
        id,
        name,
        distanceKm,
        reviewRating,
        amenities: [],
        favourite: false,
        latitude: null,
        longitude: null,
        nights: 1,
        rates: [],
      },
      rates: [],
      fromMinor: 100,
      shownMinor: 100,
    });
    const list = [make("10", "Beta", null, 3), make("9", "alfa", 2, null), make("11", "Álamo", 1, 5)];
    expect(sortHotels(list, "name").map((m) => m.hotel.id)).toEqual(["11", "9", "10"]);
    expect(sortHotels(list, "distance").map((m) => m.hotel.id)).toEqual(["11", "9", "10"]);
    expect(sortHotels(list, "tripadvisor").map((m) => m.hotel.id)).toEqual(["11", "10", "9"]);
    expect(sortHotels(list, "category:asc").map((m) => m.hotel.id)).toEqual(["9", "10", "11"]);
    expect(sortHotels([make("b", "x", 1, 1), make("a", "x", 1, 1)], "name").map((m) => m.hotel.id)).toEqual(["a", "b"]);
  });
});
