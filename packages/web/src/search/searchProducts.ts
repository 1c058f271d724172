import type { MessageKey } from "@travesia/core";

/** The products with a search box on the home page (spec 000 §2 "search boxes per product"). */
export type SearchProduct = "hotel" | "house" | "flight" | "flightHotel" | "bundle";

/** One home tab: its label and the page code of its background image (spec 000 §7 getHomeSearchImage/{pageCode}). */
export interface SearchProductTab {
  readonly id: SearchProduct;
  readonly labelKey: MessageKey;
  /** The page code the background-image call takes for this box. */
  readonly pageCode: string;
}

/** The home tabs, in the order they are shown. */
export const SEARCH_PRODUCTS: readonly SearchProductTab[] = [
  { id: "hotel", labelKey: "shell.productHotels", pageCode: "hotels" },
  { id: "house", labelKey: "shell.productHouses", pageCode: "houses" },
  { id: "flight", labelKey: "shell.productFlights", pageCode: "flights" },
  { id: "flightHotel", labelKey: "shell.productFlightHotel", pageCode: "flightsHotels" },
  { id: "bundle", labelKey: "shell.productBundles", pageCode: "bundles" },
];

/** The tab of a product (the hotel tab for anything unknown). */
export const searchProductTab = (product: SearchProduct): SearchProductTab =>
  SEARCH_PRODUCTS.find((tab) => tab.id === product) ?? (SEARCH_PRODUCTS[0] as SearchProductTab);

/**
 * The product a home link names by its page code (`/#flights`, the header's product links), if any.
 *
 * @example searchProductOfHash("#flightsHotels") // "flightHotel"
 */
export const searchProductOfHash = (hash: string): SearchProduct | undefined =>
  SEARCH_PRODUCTS.find((tab) => `#${tab.pageCode}` === hash)?.id;
