import { fc, test } from "@fast-check/vitest";
import {
  buildPackageResultsUrl,
  decodeWith,
  endpoints,
  flightSolutionPriceMinor,
  type PackageSearch,
  PackageSearchReply,
  packageBudgetItem,
  packageInitialChoice,
  packageTotal,
} from "@travesia/core";
import { Result } from "effect";
import { describe, expect, it } from "vitest";
import { createDemoApi } from "../server/app.js";
import { demoSession } from "./accountsTestSupport.js";
import { PACKAGE_FLIGHT_SOLUTIONS, PACKAGE_HOTELS } from "./packageSearch.js";

const NOW = new Date("2026-11-21T12:00:00Z");
const app = createDemoApi({ now: () => NOW, seed: 9 });
const day = (text: string) => text as PackageSearch["checkIn"];

const search: PackageSearch = {
  origins: [{ id: "BUE", name: "Buenos Aires" }],
  toCity: { id: "CUN", name: "Cancún" },
  checkIn: day("2027-03-01"),
  checkOut: day("2027-03-10"),
  rooms: [{ adults: 2, children: 1, ages: [7] }],
  differentHotel: null,
  partialHotel: null,
};

const get = (url: string, headers: Record<string, string> = {}) =>
  app.request(endpoints.packageSearch.path(url), { headers: { accept: "application/json", ...headers } });

const searchReply = async (value: PackageSearch) => {
  const reply = await get(buildPackageResultsUrl(value));
  expect(reply.status).toBe(200);
  const decoded = decodeWith(PackageSearchReply)(await reply.json());
  if (Result.isFailure(decoded)) throw new Error(decoded.failure.message);
  return decoded.success;
};

const badReason = async (url: string) => {
  const reply = await get(url);
  expect(reply.status, url).toBe(400);
  return ((await reply.json()) as { error: string }).error;
};

describe("GET /api/v1/flightsHotels/search", () => {
  it("answers flights for the route and dates, the destination's hotels, and a recommended combination", async () => {
    const reply = await searchReply(search);
    expect(reply.flights.length).toBeGreaterThan(0);
    expect(reply.flights.length).toBeLessThanOrEqual(PACKAGE_FLIGHT_SOLUTIONS);
    const prices = reply.flights.map(flightSolutionPriceMinor);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    for (const solution of reply.flights) {
      expect(solution.isDynamicPackaging).toBe(true);
      expect(solution.trips).toHaveLength(2);
      expect(solution.summary.totalPsgrs).toBe(3);
      expect(solution.trips[0]?.flights[0]?.summary.departure.dateTime.slice(0, 8)).toBe("20270301");
      expect(solution.trips[1]?.flights[0]?.summary.departure.dateTime.slice(0, 8)).toBe("20270310");
    }
    expect(reply.hotels.length).toBe(PACKAGE_HOTELS);
    expect(reply.hotels.every((hotel) => hotel.isDynamicPackaging === true && hotel.destination?.code === "CUN")).toBe(
      true,
    );
    expect(reply.hotels.filter((hotel) => hotel.isRecommended)).toHaveLength(1);
    expect(reply.search.hotelStay).toEqual({
      city: { id: "CUN", name: "Cancún" },
      checkIn: "2027-03-01",
      checkOut: "2027-03-10",
      nights: 9,
    });
    expect(reply.search.rooms).toBe("2-1:7");
    // Every amenity a hotel card lists has its name (the cards show named amenities only).
    const codes = new Set(reply.hotels.flatMap((hotel) => hotel.amenities ?? []));
    expect(codes.size).toBeGreaterThan(0);
    expect(Object.keys(reply.amenityNames ?? {}).sort()).toEqual([...codes].sort());
    expect(Object.values(reply.amenityNames ?? {}).every((name) => name.trim() !== "")).toBe(true);
    const choice = packageInitialChoice(reply);
    expect(choice).toEqual(reply.recommended);
    expect(choice?.outbound).toBe(reply.flights[0]?.trips[0]?.flights[0]?.tripProductId);
    expect(choice?.hotelDetailId).toBe(reply.hotels[0]?.hotelDetailId);
    if (choice !== null) expect(packageTotal(reply, choice).total?.minor).toBeGreaterThan(0);
    expect(reply.searchDestinationId).toBe("CUN");
    const hotel = reply.hotels[0]?.hotelDetailId ?? "";
    const detailId = reply.packageDetails?.[hotel] ?? "";
    const detail = await app.request(`/flightsHotels/packageDetails/${detailId}`, {
      headers: { accept: "application/json" },
    });
    expect(detail.status).toBe(200);
    expect(await detail.json()).toMatchObject({
      serviceHotel: { serviceInfo: { any: { HotelSearchRate: { HotelDetailId: hotel } } } },
    });
  });

  it("puts the hotel in the different city, for the partial stay only, priced for its nights", async () => {
    const whole = await searchReply({ ...search, differentHotel: { id: "CZM", name: "Cozumel" } });
    expect(whole.hotels.every((hotel) => hotel.destination?.code === "CZM")).toBe(true);
    const partial = await searchReply({
      ...search,
      differentHotel: { id: "CZM", name: "Cozumel" },
      partialHotel: { checkIn: day("2027-03-03"), checkOut: day("2027-03-06") },
    });
    expect(partial.search.hotelStay).toEqual({
      city: { id: "CZM", name: "Cozumel" },
      checkIn: "2027-03-03",
      checkOut: "2027-03-06",
      nights: 3,
    });
    expect(partial.search.partialHotel).toEqual({ checkIn: "2027-03-03", checkOut: "2027-03-06" });
    expect(partial.hotels[0]?.rates[0]?.tripProductID).toContain("20270303");
    // The flights still fly the whole trip.
    expect(partial.flights[0]?.trips[1]?.flights[0]?.summary.departure.dateTime.slice(0, 8)).toBe("20270310");
  });

  it("refuses bad input with a 400 naming the field and the reason, never a 500", async () => {
    expect(await badReason("")).toMatch(/^url: /);
    expect(await badReason("/flightsHotels/results/nope")).toMatch(/./);
    const bad = (change: Partial<PackageSearch>) => badReason(buildPackageResultsUrl({ ...search, ...change }));
    expect(await bad({ origins: [] })).toMatch(/^origins: /);
    expect(await bad({ origins: [{ id: "ZZZ", name: "?" }] })).toMatch(/^origins: unknown/);
    expect(await bad({ toCity: { id: "ZZZ", name: "?" } })).toMatch(/^toCityId: unknown/);
    expect(await bad({ toCity: { id: "BUE", name: "Buenos Aires" } })).toMatch(/^toCityId: is the same/);
    expect(await bad({ checkIn: day("2026-11-01") })).toMatch(/^checkIn: is in the past/);
    expect(await bad({ checkOut: day("2027-03-01") })).toMatch(/^checkOut: /);
    expect(await bad({ differentHotel: { id: "ZZZ", name: "?" } })).toMatch(/^differentHotel: /);
    expect(await bad({ partialHotel: { checkIn: day("2027-02-27"), checkOut: day("2027-03-05") } })).toBe(
      "partialHotel: must be within the flight dates",
    );
    expect(await bad({ partialHotel: { checkIn: day("2027-03-05"), checkOut: day("2027-03-05") } })).toMatch(
      /^partialHotel: /,
    );
    expect(await bad({ rooms: [{ adults: 2, children: 4, ages: [1, 2, 3, 4] }] })).toMatch(/^rooms\./);
    expect(await bad({ rooms: [{ adults: 1, children: 2, ages: [0, 1] }] })).toBe(
      "rooms: infants may not exceed adults",
    );
  });

  test.prop(
    [
      fc.oneof(
        fc.string(),
        fc.webPath(),
        fc.constant(buildPackageResultsUrl(search)).map((url) => `${url}x`),
      ),
    ],
    {
      numRuns: 300,
    },
  )("answers any url with a 200 or a 400, never a 500", async (url) => {
    expect([200, 400]).toContain((await get(url)).status);
  });

  it("answers no results and a failure under the search scenarios", async () => {
    const url = buildPackageResultsUrl(search);
    const empty = await get(url, { "x-demo-scenario": "search-empty" });
    expect(await empty.json()).toMatchObject({ done: true, flights: [], hotels: [], recommended: null });
    const failed = await get(url, { "x-demo-scenario": "search-fail" });
    expect(failed.status).toBe(500);
    expect(await failed.json()).toMatchObject({ done: false, error: "Fallo al recuperar los resultados" });
  });

  it("the chosen package goes to a budget as one flightHotel product; a malformed package rate is refused", async () => {
    const { tab } = await demoSession("agente", { now: () => NOW, seed: 9 });
    const found = await tab.get(endpoints.packageSearch.path(buildPackageResultsUrl(search)));
    const decoded = decodeWith(PackageSearchReply)(found.json);
    if (Result.isFailure(decoded)) throw new Error(decoded.failure.message);
    const choice = packageInitialChoice(decoded.success);
    if (choice === null) throw new Error("expected a combination");
    const item = packageBudgetItem(decoded.success.search, choice, decoded.success.searchDestinationId);
    const added = await tab.post("/api/budget/addProduct", { ...item, budgetId: "" });
    expect(added.json).toMatchObject({ done: true, added: true });
    const budget = await tab.get(`/api/budget/get/${added.json.budgetId as string}`);
    expect(budget.json.budget).toMatchObject({ items: [{ product: "flightHotel", rateId: item.rateId }] });
    // The line names the route, the hotel and the flight dates, and costs what the package results showed.
    const hotel = decoded.success.hotels.find((cluster) => cluster.hotelDetailId === choice.hotelDetailId);
    const total = packageTotal(decoded.success, choice).total;
    expect(decoded.success.currency).toBe("USD");
    expect(budget.json.budget).toMatchObject({
      items: [
        {
          title: `Buenos Aires → Cancún · ${hotel?.name ?? "?"} · 2027-03-01 – 2027-03-10`,
          price: { amount: (total?.minor ?? Number.NaN) / 100, currency: "USD" },
        },
      ],
    });
    const malformed = await tab.post("/api/budget/addProduct", { ...item, budgetId: "", rateId: "only-one" });
    expect(malformed.status).toBe(400);
    expect(malformed.json.field).toBe("rateId");
  });
});
