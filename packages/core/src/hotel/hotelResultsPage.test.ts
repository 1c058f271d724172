import { fc, test } from "@fast-check/vitest";
import { Result } from "effect";
import { describe, expect, it } from "vitest";
import { HOTEL_ACTIVE_VIEWS } from "../api/hotelCodes.js";
import type { CalendarDate } from "../dates/calendarDate.js";
import { buildHotelMapUrl } from "../routes/hotelResultsUrl.js";
import { buildHotelSearchUrl, parseHotelSearchUrl } from "../routes/hotelSearchUrl.js";
import { arbHotelResultsRoute, arbHotelSearchFilters, arbRouteRooms } from "../routes/test/arbitraries.js";
import {
  buildHotelResultsPageUrl,
  HOTEL_PRICE_MODES,
  hotelOfferWidgetCount,
  hotelPriceModeBasis,
  hotelResultsPageExtrasDefault,
  hotelResultsPageUrl,
  hotelResultsSummary,
  hotelResultsUrlFromMapUrl,
  hotelSidebarContext,
  hotelSortOptions,
  parseHotelResultsPageExtras,
} from "./hotelResultsPage.js";

const arbExtras = fc.record({
  view: fc.option(fc.constantFrom(...HOTEL_ACTIVE_VIEWS), { nil: null }),
  price: fc.constantFrom(...HOTEL_PRICE_MODES),
});

const date = (text: string) => text as CalendarDate;

describe("hotelResultsPageUrl / parseHotelResultsPageExtras", () => {
  test.prop([arbHotelResultsRoute, arbHotelSearchFilters, arbExtras], { numRuns: 1000 })(
    "the whole page state survives the URL: search, filters, sort, page, view and price",
    (route, filters, extras) => {
      const url = hotelResultsPageUrl(buildHotelSearchUrl({ route, filters }), extras);
      expect(parseHotelResultsPageExtras(url)).toEqual(extras);
      const back = parseHotelSearchUrl(url);
      expect(Result.isSuccess(back) && back.success).toEqual({ route, filters });
    },
  );

  test.prop(
    [arbHotelResultsRoute, arbHotelSearchFilters, arbExtras, fc.constantFrom("results", "milestone" as const)],
    {
      numRuns: 1000,
    },
  )("the milestone variant keeps the same state", (route, filters, extras, view) => {
    const url = buildHotelResultsPageUrl({ route, filters }, view, extras);
    expect(url.startsWith(`/hotel/${view}/`)).toBe(true);
    expect(parseHotelResultsPageExtras(url)).toEqual(extras);
    const back = parseHotelSearchUrl(url.replace("/hotel/milestone/", "/hotel/results/"));
    expect(Result.isSuccess(back) && back.success).toEqual({ route, filters });
  });

  test.prop([fc.string(), fc.string()], { numRuns: 1000 })("junk values fall back to the defaults", (view, price) => {
    const extras = parseHotelResultsPageExtras(
      `/hotel/results/MAD/2027-01-10/2027-01-12/2-0?view=${encodeURIComponent(view)}&price=${encodeURIComponent(price)}`,
    );
    expect(HOTEL_ACTIVE_VIEWS.includes(extras.view ?? "abreviada")).toBe(true);
    expect(HOTEL_PRICE_MODES).toContain(extras.price);
  });

  it("keeps a clean URL for the defaults and never fails on a bad URL", () => {
    expect(hotelResultsPageUrl("/x?a=1", hotelResultsPageExtrasDefault)).toBe("/x?a=1");
    expect(hotelResultsPageUrl("/x", { view: "mapa", price: "stay" })).toBe("/x?view=mapa&price=stay");
    expect(parseHotelResultsPageExtras("no path")).toEqual(hotelResultsPageExtrasDefault);
  });
});

describe("hotelResultsSummary (spec 001 §2 search summary)", () => {
  it("counts nights, rooms and guests, and names the days", () => {
    expect(
      hotelResultsSummary(date("2027-01-10"), date("2027-01-13"), [
        { adults: 2, children: 2, ages: [1, 7] },
        { adults: 1, children: 1, ages: [0] },
      ]),
    ).toEqual({
      nights: 3,
      rooms: 2,
      adults: 3,
      children: 1,
      infants: 2,
      checkIn: { weekday: 0, day: 10, month: 1 },
      checkOut: { weekday: 3, day: 13, month: 1 },
    });
  });

  test.prop([arbRouteRooms], { numRuns: 1000 })("adults, children and infants add up to every guest", (rooms) => {
    const summary = hotelResultsSummary(date("2027-03-01"), date("2027-03-05"), rooms);
    const guests = rooms.reduce((sum, room) => sum + room.adults + room.children, 0);
    expect(summary.adults + summary.children + summary.infants).toBe(guests);
    expect(summary.rooms).toBe(rooms.length);
    expect(summary.nights).toBe(4);
  });
});

describe("hotelSortOptions", () => {
  test.prop([fc.option(fc.string(), { nil: null }), fc.boolean()], { numRuns: 1000 })(
    "the selected field is always one of the options; distance only from a point",
    (field, geo) => {
      const { options, selected } = hotelSortOptions(field, geo);
      expect(options.map((option) => option.field)).toContain(selected);
      expect(options.some((option) => option.field === "distance")).toBe(geo);
    },
  );
});

describe("hotelSidebarContext", () => {
  test.prop([fc.subarray(["all", "go", "B2B", "B2C"]), fc.boolean(), fc.boolean(), fc.boolean()], { numRuns: 1000 })(
    "price-GO only without 'all'; a geo reference from the URL or the reply",
    (groups, byName, coordinates, replyGeo) => {
      const context = hotelSidebarContext(
        { hotelNameSearch: byName, coordinatesDestination: coordinates, loading: false },
        { featureGroups: groups, ...(replyGeo ? { filters: { geoReference: { latitude: 1, longitude: 2 } } } : {}) },
      );
      expect(context.priceGo).toBe(groups.includes("go") && !groups.includes("all"));
      expect(context.hasGeoReference).toBe(coordinates || replyGeo);
      expect(context.searchedByHotelName).toBe(byName);
    },
  );

  test.prop([fc.option(fc.subarray(["all", "go", "B2B", "B2C"]), { nil: undefined }), fc.subarray(["all", "go"])], {
    numRuns: 1000,
  })("price-GO from the reply's groups, else the portal configuration's", (replyGroups, portalGroups) => {
    const search = { hotelNameSearch: false, coordinatesDestination: false, loading: false };
    const groups = replyGroups ?? portalGroups;
    expect(hotelSidebarContext(search, { featureGroups: replyGroups }, { featureGroups: portalGroups }).priceGo).toBe(
      groups.includes("go") && !groups.includes("all"),
    );
  });

  it("has every flag off before a reply", () => {
    const context = hotelSidebarContext(
      { hotelNameSearch: false, coordinatesDestination: false, loading: true },
      undefined,
    );
    expect(context).toMatchObject({ priceGo: false, showRefundable: false, viewType: null, loading: true });
  });
});

describe("hotelOfferWidgetCount (spec 001 §4: 2 widgets, 1 on phones)", () => {
  test.prop([fc.integer({ min: 0, max: 5000 })], { numRuns: 1000 })("1 below 768 px, else 2", (width) => {
    expect(hotelOfferWidgetCount(width)).toBe(width < 768 ? 1 : 2);
  });
});

describe("hotelResultsUrlFromMapUrl (spec 001 §2 map v3)", () => {
  test.prop([arbHotelResultsRoute, arbHotelSearchFilters, fc.constantFrom("es", "en", "pt" as const)], {
    numRuns: 1000,
  })("opens the same search and filters in the map view", (route, filters, language) => {
    const map = buildHotelMapUrl(route, language);
    const filterQuery = buildHotelSearchUrl({
      route: {
        ...route,
        options: {
          ...route.options,
          availability: null,
          externalHotelReference: null,
          omniCodes: [],
          hotelName: null,
          baseRate: null,
        },
      },
      filters,
    }).split("?")[1];
    const input = filterQuery === undefined ? map : `${map}${map.includes("?") ? "&" : "?"}${filterQuery}`;
    const url = hotelResultsUrlFromMapUrl(input);
    if (Result.isFailure(url)) throw new Error(url.failure.reason);
    expect(parseHotelResultsPageExtras(url.success).view).toBe("mapa");
    const back = parseHotelSearchUrl(url.success);
    expect(Result.isSuccess(back) && back.success.filters).toEqual(filters);
    expect(Result.isSuccess(back) && back.success.route.checkIn).toBe(route.checkIn);
  });
});

describe("hotelPriceModeBasis", () => {
  test.prop([fc.constantFrom(...HOTEL_PRICE_MODES)], { numRuns: 1000 })(
    "night is per night, stay the whole stay",
    (mode) => {
      expect(hotelPriceModeBasis(mode)).toBe(mode === "night" ? "perNight" : "totalStay");
    },
  );
});
