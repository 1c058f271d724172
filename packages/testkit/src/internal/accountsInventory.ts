import type { InventoryRate } from "../inventory/hotelRates.js";
import { createInventory, type Inventory } from "../inventory/inventory.js";

/** The inventory the accounts tests read (the demo API's default seed). */
export const accountsTestInventory: Inventory = createInventory();

/** A hotel of the demo inventory that tests can rely on (the first hotel of the first city). */
export const SAMPLE_HOTEL_ID = "100000";

/** A stay far enough ahead that free cancellation is still possible. */
export const SAMPLE_STAY = {
  checkIn: "2030-03-10",
  checkOut: "2030-03-14",
  rooms: [{ adults: 2, children: 0, ages: [] }],
} as const;

/** The sample hotel's rates for the sample stay (real inventory rates with real trip product ids). */
export const sampleRates = (): readonly InventoryRate[] => {
  const hotel = accountsTestInventory.hotel(SAMPLE_HOTEL_ID);
  if (hotel === undefined) throw new Error("the sample hotel is missing from the inventory");
  return accountsTestInventory.ratesOf(hotel, {
    checkIn: SAMPLE_STAY.checkIn,
    checkOut: SAMPLE_STAY.checkOut,
    rooms: SAMPLE_STAY.rooms,
  });
};

/** A real house trip product id (`V{houseId}-{YYYYMMDD}-{nights}-{guests}`) of the sample stay. */
export const sampleHouseProductId = (): string => {
  const house = accountsTestInventory.cities
    .map((city) => accountsTestInventory.housesOf(city.code)[0])
    .find((found) => found !== undefined);
  if (house === undefined) throw new Error("the inventory has no houses");
  return `V${house.id}-${SAMPLE_STAY.checkIn.replaceAll("-", "")}-4-2`;
};
