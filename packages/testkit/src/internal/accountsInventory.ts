import { type InventoryRate, inventoryHotelRates } from "../inventory/hotelRates.js";
import { ACCOUNTS_INVENTORY_SEED, hotelFacts } from "./inventoryFacts.js";

/** A hotel of the demo inventory that tests can rely on (the first hotel of the first city). */
export const SAMPLE_HOTEL_ID = "100000";

/** A stay far enough ahead that free cancellation is still possible. */
export const SAMPLE_STAY = {
  checkIn: "2030-03-10",
  checkOut: "2030-03-14",
  rooms: [{ adults: 2, children: 0, ages: [] }],
} as const;

/** The sample hotel's rates for the sample stay (real inventory rates with real trip product ids). */
export const sampleRates = (): InventoryRate[] => {
  const facts = hotelFacts(SAMPLE_HOTEL_ID);
  if (facts === undefined) throw new Error("the sample hotel is missing from the inventory");
  return inventoryHotelRates(ACCOUNTS_INVENTORY_SEED, facts.hotel, facts.city, {
    checkIn: SAMPLE_STAY.checkIn,
    checkOut: SAMPLE_STAY.checkOut,
    rooms: SAMPLE_STAY.rooms,
  });
};
