import { fc, test } from "@fast-check/vitest";
import { Result } from "effect";
import { describe, expect, it } from "vitest";
import type { CalendarDate } from "../dates/index.js";
import {
  type AccommodationDetailRoute,
  buildHotelDetailUrl,
  buildHouseDetailUrl,
  hotelNameSlug,
  parseHotelDetailUrl,
  parseHouseDetailUrl,
} from "./accommodationDetailUrl.js";
import { arbAccommodationDetailRoute, arbText } from "./test/arbitraries.js";

const detail: AccommodationDetailRoute = {
  slug: hotelNameSlug("Hotel Plaza"),
  id: "H1",
  checkIn: "2026-03-01" as CalendarDate,
  checkOut: "2026-03-05" as CalendarDate,
  occupancy: [{ adults: 2, children: 0, ages: [] }],
  destinationRequestCode: "BUE",
  baseRate: "R9",
};

describe("hotel and house detail URLs", () => {
  test.prop([arbAccommodationDetailRoute], { numRuns: 1000 })("parse(build(detail)) returns the detail", (route) => {
    expect(parseHotelDetailUrl(buildHotelDetailUrl(route))).toEqual(Result.succeed(route));
    expect(parseHouseDetailUrl(buildHouseDetailUrl(route))).toEqual(Result.succeed(route));
  });

  test.prop([fc.string({ maxLength: 60 })], { numRuns: 1000 })("parsing any string never throws", (text) => {
    for (const parsed of [parseHotelDetailUrl(`/hotel/details/${text}`), parseHouseDetailUrl(text)]) {
      expect(Result.isSuccess(parsed) || parsed.failure._tag === "RouteParseError").toBe(true);
    }
  });

  test.prop([arbText], { numRuns: 1000 })("a slug is lower-case letters, digits and inner dashes", (name) => {
    const slug = hotelNameSlug(name);
    expect(slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
    expect(hotelNameSlug(slug)).toBe(slug);
  });

  it("writes the spec's path", () => {
    expect(buildHotelDetailUrl(detail)).toBe("/hotel/details/hotel-plaza/H1/2026-03-01/2026-03-05/2-0/BUE?baseRate=R9");
    expect(buildHouseDetailUrl({ ...detail, baseRate: null })).toBe(
      "/house/details/hotel-plaza/H1/2026-03-01/2026-03-05/2-0/BUE",
    );
    expect(hotelNameSlug("Hotel Ñandú & Spa São Paulo")).toBe("hotel-nandu-spa-sao-paulo");
    expect(hotelNameSlug("***")).toBe("hotel");
    expect(parseHotelDetailUrl("/hotel/details/a/b/2026-03-01/2026-03-32/2-0/BUE")).toMatchObject({
      failure: { route: "hotelDetail", field: "checkOut" },
    });
    expect(parseHouseDetailUrl("/house/details/a/b/2026-03-01/2026-03-02/two/BUE")).toMatchObject({
      failure: { route: "houseDetail", field: "occupancy" },
    });
  });
});
