import {
  flightSolutionPrice,
  money,
  type PackageBudgetLine,
  packageBudgetLine,
  parsePackageRateId,
} from "@travesia/core";
import { addDays } from "../inventory/days.js";
import { type InventoryRate, type InventoryStay, parseHotelTripProductId } from "../inventory/hotelRates.js";
import type { InventoryHotel } from "../inventory/hotels.js";
import { type InventoryHouse, inventoryHouseStayUsdMinor } from "../inventory/houses.js";
import type { Inventory } from "../inventory/inventory.js";
import { type PlaceCity, placeCityOfAirport } from "../inventory/places.js";
import { flightOptionId, flightSolutionJson, parseFlightOptionId } from "./flightReplies.js";

/**
 * The accounts side's read-only view of the inventory the search routes serve (`c.get("demo").inventory`): the
 * hotel behind an id and the rate behind a trip product id, for quotes, budget items, permission checks and PDFs.
 */

/** A hotel and its city. */
export interface HotelFacts {
  readonly hotel: InventoryHotel;
  readonly city: PlaceCity;
}

/** The hotel with this `hotelDetailId`, if the inventory has it. */
export const hotelFacts = (inventory: Inventory, hotelId: string): HotelFacts | undefined => {
  const hotel = inventory.hotel(hotelId);
  const city = hotel === undefined ? undefined : inventory.city(hotel.cityCode);
  return hotel === undefined || city === undefined ? undefined : { hotel, city };
};

/** A rate with its hotel, city and stay. */
export interface RateFacts extends HotelFacts {
  readonly rate: InventoryRate;
  readonly stay: InventoryStay;
}

/** The rate a trip product id names, if the inventory has it. */
export const rateFacts = (inventory: Inventory, tripProductId: string): RateFacts | undefined => {
  const parsed = parseHotelTripProductId(tripProductId);
  if (parsed === undefined) return undefined;
  const facts = hotelFacts(inventory, parsed.hotelId);
  if (facts === undefined) return undefined;
  const rate = inventory.rate(facts.hotel, parsed.stay, parsed.index);
  return rate === undefined ? undefined : { ...facts, rate, stay: parsed.stay };
};

/**
 * Whether booking this rate today would cost cancellation fees: a non-refundable or with-cost rate, or a free rate
 * whose check-in is today or past. Rates the inventory does not know (activities, transfers) count as free.
 */
export const rateNeedsCancellationFees = (inventory: Inventory, tripProductId: string, now: number): boolean => {
  const facts = rateFacts(inventory, tripProductId);
  if (facts === undefined) return false;
  return facts.rate.policyKind !== "G" || facts.stay.checkIn <= new Date(now).toISOString().slice(0, 10);
};

/**
 * Whether a house trip product id names a house the inventory has. The search side writes them
 * `V{houseId}-{YYYYMMDD}-{nights}-{guests}` (`houseTripProductId` in `internal/houseReplies.ts`).
 */
export const houseProductKnown = (inventory: Inventory, tripProductId: string): boolean => {
  const match = /^V(\d{7})-(\d{4})(\d{2})(\d{2})-(\d{1,2})-(\d{1,2})$/.exec(tripProductId);
  if (match === null) return false;
  const [, houseId = "", year, month, day, nights = "0", guests = "0"] = match;
  const checkIn = `${year}-${month}-${day}`;
  const time = Date.parse(`${checkIn}T00:00:00Z`);
  return (
    !Number.isNaN(time) &&
    new Date(time).toISOString().slice(0, 10) === checkIn &&
    Number(nights) >= 1 &&
    Number(guests) >= 1 &&
    inventory.house(houseId) !== undefined
  );
};

/**
 * A house stay read back from its trip product id: the house, the dates, the nights, how many guests and the stay's
 * price in USD minor units.
 */
export const houseFacts = (
  inventory: Inventory,
  tripProductId: string,
):
  | {
      readonly house: InventoryHouse;
      readonly checkIn: string;
      readonly checkOut: string;
      readonly nights: number;
      readonly guests: number;
      readonly usdMinor: number;
    }
  | undefined => {
  if (!houseProductKnown(inventory, tripProductId)) return undefined;
  const [, houseId = "", date = "", nights = "0", guests = "0"] =
    /^V(\d{7})-(\d{8})-(\d{1,2})-(\d{1,2})$/.exec(tripProductId) ?? [];
  const house = inventory.house(houseId);
  if (house === undefined) return undefined;
  const checkIn = `${date.slice(0, 4)}-${date.slice(4, 6)}-${date.slice(6, 8)}`;
  const checkOut = addDays(checkIn, Number(nights));
  const usdMinor = inventoryHouseStayUsdMinor(house, checkIn, checkOut);
  return usdMinor === undefined
    ? undefined
    : { house, checkIn, checkOut, nights: Number(nights), guests: Number(guests), usdMinor };
};

/** Every airport of the city an airport belongs to (a package searches city to city). */
const cityAirportsOf = (iata: string): readonly string[] =>
  placeCityOfAirport(iata)?.airports.map((airport) => airport.iata) ?? [iata];

/**
 * A flight-plus-hotel budget line (core's `packageBudgetLine`) read back from its package rate id (core's
 * `formatPackageRateId`): the route and dates of the outbound and return flight ids, the hotel of the hotel rate, and
 * the package price in USD, the flight solution's total for the rate's guests (priced as on `today`, the day it
 * was added, as the package search did) plus the hotel rate's total. Undefined when any part is unknown.
 */
export const packageLine = (inventory: Inventory, rateId: string, today: string): PackageBudgetLine | undefined => {
  const parts = parsePackageRateId(rateId);
  const outbound = parts === null ? undefined : parseFlightOptionId(parts.outbound);
  const back = parts?.return == null ? null : parseFlightOptionId(parts.return);
  const hotel = parts === null ? undefined : rateFacts(inventory, parts.hotelRate);
  if (parts === null || outbound === undefined || back === undefined || hotel === undefined) return undefined;
  const from = placeCityOfAirport(outbound.from);
  const to = placeCityOfAirport(outbound.to);
  if (from === undefined || to === undefined) return undefined;
  const rooms = hotel.stay.rooms;
  const passengers = {
    adults: rooms.reduce((sum, room) => sum + room.adults, 0),
    children: rooms.reduce((sum, room) => sum + room.children, 0),
    ages: rooms.flatMap((room) => room.ages),
  };
  const solution = inventory
    .flights({
      originAirports: cityAirportsOf(outbound.from),
      destinationAirports: cityAirportsOf(outbound.to),
      dates: back === null ? [outbound.date] : [outbound.date, back.date],
      cabin: "ALL",
      today,
    })
    .find((found) =>
      [parts.outbound, parts.return].every(
        (id, leg) =>
          id === null || (found.legs[leg] ?? []).some((itinerary) => flightOptionId(found, leg, itinerary) === id),
      ),
    );
  const context = { currency: "USD", alternativeCurrency: "USD", language: "es", passengers, b2b: false } as const;
  const flight = solution === undefined ? null : flightSolutionPrice(flightSolutionJson(solution, context));
  if (flight === null) return undefined;
  return (
    packageBudgetLine({
      origin: from.name.es,
      destination: to.name.es,
      hotel: hotel.hotel.name,
      departure: outbound.date,
      back: back?.date ?? null,
      flight,
      hotelStay: money(hotel.rate.totalUsdMinor, "USD"),
    }) ?? undefined
  );
};
