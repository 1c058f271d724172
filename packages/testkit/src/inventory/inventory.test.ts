import { fc, test } from "@fast-check/vitest";
import { formatOccupancy } from "@travesia/core";
import { describe, expect, it } from "vitest";
import { arbOccupancy } from "../arbitraries/occupancy.js";
import { addDays } from "./days.js";
import { inventoryHotelPolicy } from "./hotelPolicy.js";
import { hotelTripProductId, inventoryStayHash, parseHotelTripProductId } from "./hotelRates.js";
import { inventoryHotelCount } from "./hotels.js";
import { createInventory } from "./inventory.js";
import { demoConvertMinor } from "./money.js";
import { PLACE_CITIES, placeAirport } from "./places.js";
import { hashParts, mulberry32 } from "./prng.js";

describe("places", () => {
  it("has 150+ real cities weighted to the portal's markets, with unique codes and sane coordinates", () => {
    expect(PLACE_CITIES.length).toBeGreaterThanOrEqual(150);
    const byRegion = new Map<string, number>();
    for (const city of PLACE_CITIES) byRegion.set(city.region, (byRegion.get(city.region) ?? 0) + 1);
    for (const region of ["AR", "SA", "BR", "ES", "NA", "CB", "EU"])
      expect(byRegion.get(region)).toBeGreaterThanOrEqual(15);
    const codes = PLACE_CITIES.map((city) => city.code);
    expect(new Set(codes).size).toBe(codes.length);
    const airports = PLACE_CITIES.flatMap((city) => city.airports.map((airport) => airport.iata));
    expect(new Set(airports).size).toBe(airports.length);
    for (const city of PLACE_CITIES) {
      expect(city.code).toMatch(/^[A-Z]{3}$/);
      expect(Math.abs(city.lat)).toBeLessThanOrEqual(90);
      expect(Math.abs(city.lng)).toBeLessThanOrEqual(180);
      for (const airport of city.airports) {
        expect(airport.iata).toMatch(/^[A-Z]{3}$/);
        // An airport serves its city: within 80 km of the centre.
        const km =
          Math.hypot(airport.lat - city.lat, (airport.lng - city.lng) * Math.cos((city.lat * Math.PI) / 180)) * 111;
        expect(km, `${airport.iata} of ${city.code}`).toBeLessThan(80);
      }
    }
    expect(placeAirport("EZE")?.name).toContain("Ezeiza");
  });

  it("names cities per language where they differ", () => {
    const newYork = PLACE_CITIES.find((city) => city.code === "NYC");
    expect(newYork?.name).toEqual({ es: "Nueva York", en: "New York", pt: "Nova York" });
  });
});

describe("the seeded world", () => {
  it("draws the same numbers from the same seed", () => {
    const a = mulberry32(42);
    const b = mulberry32(42);
    const first = Array.from({ length: 5 }, () => a());
    expect(Array.from({ length: 5 }, () => b())).toEqual(first);
    expect(first.every((value) => value >= 0 && value < 1)).toBe(true);
    expect(hashParts(1, "x")).not.toBe(hashParts(2, "x"));
  });

  it("builds nothing until asked, then caches a city", () => {
    const world = createInventory(3);
    const first = world.hotelsOf("MAD");
    expect(world.hotelsOf("MAD")).toBe(first);
    const madrid = PLACE_CITIES.find((city) => city.code === "MAD");
    if (madrid === undefined) throw new Error("Madrid is missing");
    expect(first.length).toBe(inventoryHotelCount(3, madrid));
  });

  it("gives 1,000+ hotels to the big cities and tens to hundreds elsewhere", () => {
    const world = createInventory(1);
    for (const code of ["BUE", "MAD", "RIO", "NYC", "CUN"])
      expect(world.hotelsOf(code).length).toBeGreaterThanOrEqual(1000);
    expect(world.hotelsOf("USH").length).toBeGreaterThanOrEqual(15);
    expect(world.hotelsOf("USH").length).toBeLessThan(500);
  });

  it("is the same world for the same seed and another world for another seed", () => {
    const strip = (seed: number) => {
      const world = createInventory(seed);
      return {
        hotels: world.hotelsOf("MDQ").slice(0, 20),
        houses: world.housesOf("MDQ").slice(0, 5),
        pois: world.poisOf("MDQ"),
        flights: world.flights({
          originAirports: ["AEP"],
          destinationAirports: ["MDQ"],
          dates: ["2027-01-10"],
          cabin: "ALL",
          today: "2026-11-21",
        }),
      };
    };
    expect(strip(5)).toEqual(strip(5));
    expect(strip(6)).not.toEqual(strip(5));
  });

  it("finds a hotel by its id alone", () => {
    const world = createInventory(1);
    const hotel = world.hotelsOf("LIS")[7];
    expect(hotel === undefined ? undefined : world.hotel(hotel.id)).toBe(hotel);
    expect(world.hotel("999")).toBeUndefined();
  });

  it("prices other dates and occupancies differently", () => {
    const world = createInventory(1);
    const hotel = world.hotelsOf("FLN")[0];
    if (hotel === undefined) throw new Error("no hotel");
    const price = (checkIn: string, adults: number) =>
      world.ratesOf(hotel, { checkIn, checkOut: addDays(checkIn, 3), rooms: [{ adults, children: 0, ages: [] }] })[0]
        ?.totalUsdMinor;
    expect(price("2027-01-10", 2)).not.toBe(price("2027-05-10", 2));
    expect(price("2027-05-10", 3)).not.toBe(price("2027-05-10", 2));
  });

  it("has cancellation policies of every kind, with no-show and modification rules", () => {
    const world = createInventory(1);
    const stay = { checkIn: "2027-03-01", checkOut: "2027-03-05", rooms: [{ adults: 2, children: 0, ages: [] }] };
    const kinds = new Set<string>();
    let noShow = false;
    let modification = false;
    for (const hotel of world.hotelsOf("BCN").slice(0, 40)) {
      for (const rate of world.ratesOf(hotel, stay)) {
        const policy = inventoryHotelPolicy(1, rate, stay, "2026-11-21", "EUR", "DD/MM/YYYY");
        kinds.add(policy.cancelacion.tipo_cancelacion.codigo);
        noShow ||= policy.cancelacion.no_presentacion.exists;
        modification ||= policy.modificacion !== undefined;
        expect(policy.cancelacion.nodos.length).toBeGreaterThan(0);
      }
    }
    expect([...kinds].sort()).toEqual(["C", "G", "NR"]);
    expect(noShow && modification).toBe(true);
  });
});

describe("rate facts", () => {
  // Searches filter on the facts and build full rates only for their page: both must tell the same story.
  const world = createInventory(3);
  const cities = ["BUE", "CUN", "MAD", "USH", "RIO"];
  test.prop(
    [
      fc.constantFrom(...cities),
      fc.nat({ max: 5_000 }),
      fc.integer({ min: 0, max: 700 }),
      fc.integer({ min: 1, max: 30 }),
      arbOccupancy(),
      fc.constantFrom("USD", "ARS", "EUR", "BRL"),
    ],
    { numRuns: 300 },
  )(
    "are the full rates' board, supplier, availability, policy, offer and price, in their order",
    (code, position, start, nights, rooms, currency) => {
      const hotels = world.hotelsOf(code);
      const hotel = hotels[position % hotels.length];
      if (hotel === undefined) throw new Error(`no hotels in ${code}`);
      const checkIn = addDays("2026-12-01", start);
      const stay = { checkIn, checkOut: addDays(checkIn, nights), rooms };
      expect(world.rateFactsOf(hotel, stay, currency)).toEqual(
        world.ratesOf(hotel, stay).map((rate) => ({
          index: rate.index,
          board: rate.board.code,
          supplier: rate.supplier.code,
          availability: rate.availability,
          refundable: rate.policyKind === "G",
          hasOffer: rate.offer !== null,
          totalUsdMinor: rate.totalUsdMinor,
          totalMinor: demoConvertMinor(rate.totalUsdMinor, currency),
        })),
      );
    },
  );
});

describe("stay hashes", () => {
  test.prop(
    [
      fc.integer({ min: -5, max: 1_000_000 }),
      fc.constantFrom("rates", "unavailable", "x"),
      fc.string(),
      fc.integer({ min: 0, max: 2000 }),
      fc.integer({ min: 1, max: 30 }),
      arbOccupancy(),
    ],
    { numRuns: 1000 },
  )("are hashParts of the same parts", (seed, tag, hotelId, start, nights, rooms) => {
    const checkIn = addDays("2026-01-01", start);
    const stay = { checkIn, checkOut: addDays(checkIn, nights), rooms };
    expect(inventoryStayHash(seed, tag, hotelId, stay, false)).toBe(
      hashParts(seed, tag, hotelId, stay.checkIn, stay.checkOut),
    );
    expect(inventoryStayHash(seed, tag, hotelId, stay, true)).toBe(
      hashParts(seed, tag, hotelId, stay.checkIn, stay.checkOut, formatOccupancy(rooms)),
    );
  });
});

describe("trip product ids", () => {
  test.prop(
    [
      fc.integer({ min: 100_000, max: 2_099_999 }),
      fc.integer({ min: 0, max: 2000 }),
      fc.integer({ min: 1, max: 30 }),
      arbOccupancy(),
      fc.integer({ min: 0, max: 999 }),
    ],
    { numRuns: 1000 },
  )("parse(format(x)) = x", (hotel, start, nights, rooms, index) => {
    const checkIn = addDays("2026-01-01", start);
    const stay = { checkIn, checkOut: addDays(checkIn, nights), rooms };
    expect(parseHotelTripProductId(hotelTripProductId(String(hotel), stay, index))).toEqual({
      hotelId: String(hotel),
      stay,
      index,
    });
  });

  test.prop([fc.string()], { numRuns: 1000 })("parsing any string never throws", (text) => {
    expect(() => parseHotelTripProductId(text)).not.toThrow();
  });
});
