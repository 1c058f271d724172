import {
  type HotelSearchFilters,
  type HotelSearchReply,
  hotelPoiFilterChoose,
  hotelPoiFilterDistance,
  hotelPoiSliderKm,
  hotelPriceFilterChange,
  hotelSearchClusters,
  hotelSearchFiltersDefault,
  hotelSearchFiltersToQuery,
} from "@travesia/core";
import { Result } from "effect";
import { describe, expect, it } from "vitest";
import { createDemoApi } from "../server/app.js";
import { createInventory } from "./inventory.js";
import { searchHotelsWith } from "./test/searchHotelsWith.js";

/*
 * The end-to-end hotel results journeys (e2e/hotel-results.spec.ts) search Madrid on days of next month. The demo
 * draws a stay's rates (how many, which board, which price) from the stay's dates, so what those tests expect of the
 * results is checked here for every month of todays: no browser test may hold on one day's inventory. The journeys
 * that search days ahead of today are swept in e2ePremises.hotelRates.test.ts.
 */

const FIRST_TODAY = "2026-12-01";
/** Hotels on a results page (the demo's hotelSearch.ts). */
const HOTELS_PER_PAGE = 20;
/** The board code of 'Desayuno incluido' (catalogs.ts). */
const BREAKFAST = "2";

/** Day `day` of the month after `today`'s, as the e2e tests' `dayOfNextMonth` counts it. */
const dayOfNextMonth = (today: string, day: number): string => {
  const month = Number(today.slice(5, 7));
  const year = Number(today.slice(0, 4)) + (month === 12 ? 1 : 0);
  return `${year}-${String((month % 12) + 1).padStart(2, "0")}-${String(day).padStart(2, "0")}`;
};

/** A results URL with these filters, written as the results page writes them (core's query keys). */
const withFilters = (path: string, filters: HotelSearchFilters) => {
  const query = new URLSearchParams(hotelSearchFiltersToQuery(filters)).toString();
  return query === "" ? path : `${path}?${query}`;
};

const boardCount = (reply: HotelSearchReply, code: string) =>
  reply.filters?.board?.find((option) => option.code === code)?.quantity ?? 0;

describe("hotel-results.spec: Madrid on days of next month, for every month of todays", () => {
  let today = FIRST_TODAY;
  const app = createDemoApi({ now: () => new Date(`${today}T12:00:00Z`), seed: 1 });
  const search = (url: string) => searchHotelsWith((path, init) => Promise.resolve(app.request(path, init)), url);
  const plazaCentral = createInventory(1)
    .poisOf("MAD")
    .find((poi) => poi.description.startsWith("Plaza Central"));

  it("from 2026-12 for 13 months (the searched days follow today's month only)", async () => {
    if (plazaCentral === undefined) throw new Error("Madrid has no Plaza Central");
    for (let month = 0; month < 13; month++) {
      today = new Date(Date.UTC(2026, 11 + month, 1)).toISOString().slice(0, 10);
      const day = (n: number) => dayOfNextMonth(today, n);

      const byName = await search(
        `/hotel/results/MAD/${day(8)}/${day(11)}/2-0?availability=CNF&sorting.sortFieldName=name`,
      );
      expect(byName.xTotalCount, `${today}: sorted by name, a second page`).toBeGreaterThan(HOTELS_PER_PAGE);
      const family = await search(`/hotel/results/MAD/${day(3)}/${day(6)}/2-1:4`);
      expect(family.xTotalCount, `${today}: the languages' page has a 'Siguiente'`).toBeGreaterThan(HOTELS_PER_PAGE);

      const basic = await search(`/hotel/results/MAD/${day(20)}/${day(23)}/2-0?viewType=aggregated-basic`);
      expect(hotelSearchClusters(basic).length, `${today}: two aggregated cards`).toBeGreaterThanOrEqual(2);
      expect(
        hotelSearchClusters(basic)[0]?.rates.length,
        `${today}: 'Ver n opciones más' on the first`,
      ).toBeGreaterThan(1);

      const enriched = await search(
        `/hotel/results/MAD/${day(20)}/${day(23)}/2-0?viewType=aggregated-enriched&sorting.sortFieldName=category:desc`,
      );
      expect(hotelSearchClusters(enriched)[0]?.rating?.value, `${today}: five stars first`).toBe(5);
      const rates = hotelSearchClusters(enriched).map((hotel) => hotel.rates.length);
      expect(Math.max(...rates), `${today}: a cluster with 10 options more (${rates})`).toBeGreaterThanOrEqual(11);

      const madrid = await search(`/hotel/results/MAD/${day(9)}/${day(12)}/2-0`);
      const breakfast = boardCount(madrid, BREAKFAST);
      expect(breakfast, `${today}: the phone's breakfast filter changes the total`).not.toBe(madrid.xTotalCount);
      expect(breakfast, `${today}: some breakfast`).toBeGreaterThan(0);

      // The filters journey, step by step as the sidebar applies them: each step must change the total it reads.
      const path = `/hotel/results/40.4168,-3.7038/${day(9)}/${day(12)}/2-0`;
      const before = (await search(path)).xTotalCount ?? 0;
      let filters: HotelSearchFilters = { ...hotelSearchFiltersDefault, category: { min: 3, max: 5 } };
      const afterCategory = (await search(withFilters(path, filters))).xTotalCount ?? 0;
      expect(afterCategory, `${today}: 3 to 5 stars`).toBeLessThan(before);
      const price = hotelPriceFilterChange({ minimum: "60", maximum: "400" }, "USD");
      if (Result.isFailure(price)) throw new Error("price filter");
      filters = { ...filters, ...price.success };
      const priced = await search(withFilters(path, filters));
      const afterPrice = priced.xTotalCount ?? 0;
      expect(afterPrice, `${today}: USD 60 to 400`).toBeLessThan(afterCategory);
      const breakfastCount = boardCount(priced, BREAKFAST);
      filters = { ...filters, board: [BREAKFAST] };
      const withBreakfast = (await search(withFilters(path, filters))).xTotalCount ?? 0;
      expect(withBreakfast, `${today}: the breakfast count is the total it gives`).toBe(breakfastCount);
      expect(withBreakfast, `${today}: breakfast changes the total`).not.toBe(afterPrice);
      expect(withBreakfast, `${today}: some breakfast within the price`).toBeGreaterThan(0);
      filters = { ...filters, ...hotelPoiFilterChoose(plazaCentral, hotelPoiSliderKm(filters.poi)) };
      const near = (await search(withFilters(path, filters))).xTotalCount ?? 0;
      expect(near, `${today}: near Plaza Central (the slider's first distance) changes the total`).not.toBe(
        withBreakfast,
      );
      filters = { ...filters, ...hotelPoiFilterDistance(filters.poi, 2) };
      const within2 = (await search(withFilters(path, filters))).xTotalCount ?? 0;
      expect(within2, `${today}: within 2 km, fewer`).toBeLessThan(near);
    }
  }, 120_000);
});
