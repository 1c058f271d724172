import type { MessageKey } from "../locale/catalog.js";

/** The products a visitor searches from a home box (spec 000 §2 "search boxes per product"), in the order shown. */
export type SearchProduct = "hotel" | "house" | "flight" | "flightHotel" | "bundle";

/** Every product type a budget item may name (the demo API's `product`), the searchable ones first. */
export type PortalProduct = SearchProduct | "activity" | "transfer" | "circuit";

/** One product of the portal: its label, and for searchable ones the home box's page code. */
export interface PortalProductEntry {
  readonly id: PortalProduct;
  /** The catalog key of the product's name (header links, home tabs, budget items). */
  readonly labelKey: MessageKey;
  /**
   * The page code of the product's home box (spec 000 §7 `getHomeSearchImage/{pageCode}`), also the hash of its home
   * link (`/#flights`); `undefined` for products with no search box.
   */
  readonly pageCode?: string;
}

/** A product with a home search box. */
export interface SearchProductEntry extends PortalProductEntry {
  readonly id: SearchProduct;
  readonly pageCode: string;
}

/** The five searchable products, in the order of the header links and the home tabs. */
export const SEARCH_PRODUCTS: readonly SearchProductEntry[] = [
  { id: "hotel", labelKey: "shell.productHotels", pageCode: "hotels" },
  { id: "house", labelKey: "shell.productHouses", pageCode: "houses" },
  { id: "flight", labelKey: "shell.productFlights", pageCode: "flights" },
  { id: "flightHotel", labelKey: "shell.productFlightHotel", pageCode: "flightsHotels" },
  { id: "bundle", labelKey: "shell.productBundles", pageCode: "bundles" },
];

/** Every product the portal names: the searchable ones, then those that only appear in budgets. */
export const PORTAL_PRODUCTS: readonly PortalProductEntry[] = [
  ...SEARCH_PRODUCTS,
  { id: "activity", labelKey: "shell.productActivities" },
  { id: "transfer", labelKey: "shell.productTransfers" },
  { id: "circuit", labelKey: "shell.productCircuits" },
];

/**
 * The entry of a searchable product (the hotel entry for anything unknown, the home page's default box).
 *
 * @example searchProductEntry("flight").pageCode // "flights"
 */
export const searchProductEntry = (product: string): SearchProductEntry =>
  SEARCH_PRODUCTS.find((entry) => entry.id === product) ?? (SEARCH_PRODUCTS[0] as SearchProductEntry);

/**
 * The product a home link names by its hash (`/#flights`, the header's product links), if any.
 *
 * @example searchProductOfHash("#flightsHotels") // "flightHotel"
 */
export const searchProductOfHash = (hash: string): SearchProduct | undefined =>
  SEARCH_PRODUCTS.find((entry) => `#${entry.pageCode}` === hash)?.id;

/**
 * The catalog key of a product type's name, or `undefined` for a type the portal does not know (shown as written).
 *
 * @example productLabelKey("transfer") // "shell.productTransfers"
 */
export const productLabelKey = (product: string): MessageKey | undefined =>
  PORTAL_PRODUCTS.find((entry) => entry.id === product)?.labelKey;
