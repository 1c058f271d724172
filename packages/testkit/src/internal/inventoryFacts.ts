import { addDays } from "../inventory/days.js";
import { type InventoryRate, type InventoryStay, parseHotelTripProductId } from "../inventory/hotelRates.js";
import type { InventoryHotel } from "../inventory/hotels.js";
import { type InventoryHouse, inventoryHouseStayUsdMinor } from "../inventory/houses.js";
import type { Inventory } from "../inventory/inventory.js";
import type { PlaceCity } from "../inventory/places.js";

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
