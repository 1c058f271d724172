import {
  decodeWith,
  type PackageCombination,
  PackageSearchReply,
  packageInitialChoice,
  packagePriceVariations,
  packageSolutionLegs,
  packageTotal,
} from "@travesia/core";
import { Result } from "effect";
import { describe, expect, it } from "vitest";
import { createDemoApi } from "../server/app.js";
import { inventoryBundleMonths } from "./bundles.js";
import { addDays } from "./days.js";
import { createInventory } from "./inventory.js";

/*
 * The end-to-end journeys of packages (e2e/packages.spec.ts), bundles (e2e/bundles-vouchers.spec.ts) and the home
 * bundle box (e2e/home-search.spec.ts) search dates counted from today. What they expect of the demo's inventory is
 * checked here over a year of todays, so that no browser test holds on one day's inventory.
 */

const FIRST_TODAY = "2026-12-01";
const DAYS = 366;

/** Day `day` of the month after `today`'s, as the e2e tests' `dayOfNextMonth` counts it. */
const dayOfNextMonth = (today: string, day: number): string => {
  const month = Number(today.slice(5, 7));
  const year = Number(today.slice(0, 4)) + (month === 12 ? 1 : 0);
  return `${year}-${String((month % 12) + 1).padStart(2, "0")}-${String(day).padStart(2, "0")}`;
};

const decodePackage = decodeWith(PackageSearchReply);

describe("packages.spec: Buenos Aires – Cancún, a Cozumel hotel for part of the stay, on every today", () => {
  let today = FIRST_TODAY;
  const app = createDemoApi({ now: () => new Date(`${today}T12:00:00Z`), seed: 1 });

  it(`from ${FIRST_TODAY}, every third today for ${DAYS} days`, async () => {
    // Flight prices follow how far ahead the flight is, so the day of the month counts, not only the month; every
    // third day still meets every weekday and every month.
    for (let offset = 0; offset < DAYS; offset += 3) {
      today = addDays(FIRST_TODAY, offset);
      const flight = [dayOfNextMonth(today, 8), dayOfNextMonth(today, 17)];
      const hotel = [dayOfNextMonth(today, 9), dayOfNextMonth(today, 15)];
      const results = `/flightsHotels/results/BUE:Buenos%20Aires/CUN/Canc%C3%BAn/${flight[0]}/${flight[1]}/2-0/CZM:Cozumel/${hotel[0]};${hotel[1]}`;
      const reply = await app.request(`/api/v1/flightsHotels/search?url=${encodeURIComponent(results)}`);
      expect(reply.status, `${today}: status`).toBe(200);
      const decoded = decodePackage(await reply.json());
      if (Result.isFailure(decoded)) throw new Error(`${today}: ${decoded.failure.message}`);
      const found = decoded.success;

      const initial = packageInitialChoice(found);
      if (initial === null) throw new Error(`${today}: no package to start with`);
      const [recommended, other] = found.hotels;
      expect(recommended?.hotelDetailId, `${today}: the first hotel is the recommended one`).toBe(
        initial.hotelDetailId,
      );
      expect(recommended?.amenities?.length, `${today}: the recommended hotel names its amenities`).toBeGreaterThan(0);
      const otherRate = other?.rates[0];
      if (other === undefined || otherRate === undefined) throw new Error(`${today}: no second hotel with a rate`);
      const variation = packagePriceVariations(found, initial, "es").hotels[1];
      expect(variation?.isNotZero, `${today}: the second hotel says 'por USD … más|menos'`).toBe(true);

      const withOther: PackageCombination = {
        ...initial,
        hotelDetailId: other.hotelDetailId,
        rateId: otherRate.tripProductID,
      };
      const before = packageTotal(found, initial).total;
      const afterHotel = packageTotal(found, withOther).total;
      expect(afterHotel?.minor, `${today}: choosing the second hotel changes the total`).not.toBe(before?.minor);
      expect(afterHotel).not.toBeNull();

      const second = found.flights[1];
      const legs = second === undefined ? null : packageSolutionLegs(second);
      if (legs === null) throw new Error(`${today}: no second flight solution with both legs`);
      const afterFlight = packageTotal(found, { ...withOther, ...legs }).total;
      expect(afterFlight?.minor, `${today}: the second flight solution changes the total`).not.toBe(afterHotel?.minor);
      expect(afterFlight).not.toBeNull();

      const detailId = found.packageDetails?.[other.hotelDetailId];
      if (detailId === undefined) throw new Error(`${today}: no package detail id for the second hotel`);
      const detail = await app.request(`/flightsHotels/packageDetails/${detailId}`, {
        headers: { accept: "application/json" },
      });
      expect(detail.status, `${today}: the package detail of the second hotel`).toBe(200);
      const body = (await detail.json()) as { serviceFlight: { segments: readonly { flightNumber: string }[] } };
      expect(body.serviceFlight.segments.length, `${today}: the detail names a flight`).toBeGreaterThan(0);
    }
  }, 120_000);
});

/** The bundles the demo's bundle calls answer on `today`: every city's (server/routes/bundles.ts). */
const bundleInventory = createInventory(1);
const bundlesOn = (today: string) => {
  const inventory = bundleInventory;
  return inventory.cities.flatMap((city) => inventory.bundlesOf(city.code, today));
};

describe("bundles-vouchers.spec and home-search.spec: the bundles of every month's todays", () => {
  it(`from ${FIRST_TODAY}, every day for ${DAYS} days`, () => {
    // Bundles follow today's month only: every day is cheap.
    for (let offset = 0; offset < DAYS; offset++) {
      const today = addDays(FIRST_TODAY, offset);
      const bundles = bundlesOn(today);
      const fourAhead = inventoryBundleMonths(today)[4]?.id ?? "";
      const beaches = bundles.filter((bundle) => bundle.tematicIds.includes(1) && bundle.monthIds.includes(fourAhead));
      expect(beaches.length, `${today}: a beach bundle departs in ${fourAhead}`).toBeGreaterThan(0);
      const destinations = new Set(bundles.map((bundle) => bundle.cityCode));
      expect(destinations.size, `${today}: the price grid has a second page of destinations`).toBeGreaterThan(10);
      expect(destinations.has("BRC"), `${today}: Bariloche is a bundle destination of the home box`).toBe(true);
      // The home box test picks the March among the months offered, by the same rule.
      const march = `Marzo ${Number(today.slice(0, 4)) + (Number(today.slice(5, 7)) > 3 ? 1 : 0)}`;
      expect(
        inventoryBundleMonths(today).map((month) => month.name),
        `${today}: ${march} is offered`,
      ).toContain(march);
    }
  });
});
