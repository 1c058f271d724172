import type { MessageKey } from "@travesia/core";

/**
 * The label of each product type a budget item names (the demo API's `product`: hotel, house, flight, flightHotel,
 * bundle, activity, transfer). Only a choice of words: an unknown type shows as written.
 */
export const BUDGET_PRODUCT_LABEL_KEYS: Readonly<Record<string, MessageKey>> = {
  hotel: "shell.productHotels",
  house: "shell.productHouses",
  flight: "shell.productFlights",
  flightHotel: "shell.productFlightHotel",
  bundle: "shell.productBundles",
  activity: "shell.productActivities",
  transfer: "shell.productTransfers",
  circuit: "shell.productCircuits",
};
