import {
  type InventoryRate,
  type InventoryStay,
  inventoryRateOf,
  parseHotelTripProductId,
} from "../inventory/hotelRates.js";
import { generateCityHotels, type InventoryHotel, inventoryHotelIdParts } from "../inventory/hotels.js";
import { PLACE_CITIES, type PlaceCity } from "../inventory/places.js";

/**
 * The accounts side's read-only view of the search helper's inventory: the hotel behind an id and the rate behind
 * a trip product id, for quotes, budget permission checks and PDFs.
 */

/** The inventory seed the demo API serves (the search routes use the same world). */
export const ACCOUNTS_INVENTORY_SEED = 1;

const CACHE_LIMIT = 12;
const cityHotels = new Map<string, InventoryHotel[]>();

const hotelsOf = (seed: number, cityIndex: number, city: PlaceCity): InventoryHotel[] => {
  const key = `${seed}:${cityIndex}`;
  const cached = cityHotels.get(key);
  if (cached !== undefined) return cached;
  const built = generateCityHotels(seed, city, cityIndex);
  if (cityHotels.size >= CACHE_LIMIT) cityHotels.delete(cityHotels.keys().next().value ?? "");
  cityHotels.set(key, built);
  return built;
};

/** A hotel and its city. */
export interface HotelFacts {
  readonly hotel: InventoryHotel;
  readonly city: PlaceCity;
}

/** The hotel with this `hotelDetailId`, if the inventory has it. */
export const hotelFacts = (hotelId: string, seed: number = ACCOUNTS_INVENTORY_SEED): HotelFacts | undefined => {
  const parts = inventoryHotelIdParts(hotelId);
  if (parts === undefined) return undefined;
  const city = PLACE_CITIES[parts.cityIndex];
  if (city === undefined) return undefined;
  const hotel = hotelsOf(seed, parts.cityIndex, city)[parts.position];
  return hotel === undefined || hotel.id !== hotelId ? undefined : { hotel, city };
};

/** A rate with its hotel, city and stay. */
export interface RateFacts extends HotelFacts {
  readonly rate: InventoryRate;
  readonly stay: InventoryStay;
}

/** The rate a trip product id names, if the inventory has it. */
export const rateFacts = (tripProductId: string, seed: number = ACCOUNTS_INVENTORY_SEED): RateFacts | undefined => {
  const parsed = parseHotelTripProductId(tripProductId);
  if (parsed === undefined) return undefined;
  const facts = hotelFacts(parsed.hotelId, seed);
  if (facts === undefined) return undefined;
  const rate = inventoryRateOf(seed, facts.hotel, facts.city, parsed.stay, parsed.index);
  return rate === undefined ? undefined : { ...facts, rate, stay: parsed.stay };
};

/**
 * Whether booking this rate today would cost cancellation fees: a non-refundable or with-cost rate, or a free rate
 * whose check-in is today or past. Rates the inventory does not know (activities, transfers) count as free.
 */
export const rateNeedsCancellationFees = (
  tripProductId: string,
  now: number,
  seed = ACCOUNTS_INVENTORY_SEED,
): boolean => {
  const facts = rateFacts(tripProductId, seed);
  if (facts === undefined) return false;
  return facts.rate.policyKind !== "G" || facts.stay.checkIn <= new Date(now).toISOString().slice(0, 10);
};
