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

/** A product with a home search box: the five every visitor has, and the three only some visitors see. */
export type HomeBoxProduct = SearchProduct | "transfer" | "activity" | "circuit";

/** A product with a home search box, searchable or restricted. */
export interface HomeBoxEntry extends PortalProductEntry {
  readonly id: HomeBoxProduct;
  readonly pageCode: string;
}

const RESTRICTED_BOXES: readonly HomeBoxEntry[] = [
  { id: "transfer", labelKey: "shell.productTransfers", pageCode: "transfers" },
  { id: "activity", labelKey: "shell.productActivities", pageCode: "activities" },
  { id: "circuit", labelKey: "shell.productCircuits", pageCode: "circuits" },
];

/** Every home box in the order of spec 000's product list: hotels … bundles, then transfers, activities, circuits. */
export const HOME_BOX_PRODUCTS: readonly HomeBoxEntry[] = [...SEARCH_PRODUCTS, ...RESTRICTED_BOXES];

/** Every product the portal names: the searchable ones, then transfers, activities and circuits. */
export const PORTAL_PRODUCTS: readonly PortalProductEntry[] = [...HOME_BOX_PRODUCTS];

/** The portal configuration switch that offers circuits (a boolean field of `GET /api/portal/config/{id}`). */
export const CIRCUITS_CONFIG_FLAG = "enableCircuits";

/**
 * Who may see a restricted box. Spec 000 §1: "Products allowed per user (air, htl, act, trf) are read from the user
 * record": transfers need `trf`, activities `act`; circuits have no code of their own, so the portal configuration
 * offers them ({@link CIRCUITS_CONFIG_FLAG}).
 */
const BOX_ALLOWED: Readonly<
  Record<Exclude<HomeBoxProduct, SearchProduct>, (products: readonly string[], flags: HomeBoxFlags) => boolean>
> = {
  transfer: (products) => products.includes("trf"),
  activity: (products) => products.includes("act"),
  circuit: (_, flags) => flags[CIRCUITS_CONFIG_FLAG] === true,
};

/** The portal configuration's switches, by name (the config store's `flags`). */
export type HomeBoxFlags = Readonly<Record<string, boolean>>;

/**
 * A portal configuration's feature switches by name: every boolean field of its reply (`GET /api/portal/config/{id}`),
 * as the config store keeps them and `homeSearchBoxes` reads them.
 *
 * @example portalConfigFlags({ enableCircuits: true, name: "Demo" }) // { enableCircuits: true }
 */
export const portalConfigFlags = (record: Readonly<Record<string, unknown>>): HomeBoxFlags =>
  Object.fromEntries(
    Object.entries(record).filter((entry): entry is [string, boolean] => typeof entry[1] === "boolean"),
  );

/**
 * The home boxes a visitor sees, in the home's order: the five searchable products always; transfers and activities
 * when the user record allows `trf` and `act` (an anonymous visitor has no record: none); circuits when the portal
 * configuration offers them.
 *
 * @example homeSearchBoxes(["htl", "trf"], {}).map((box) => box.id)
 * // ["hotel", "house", "flight", "flightHotel", "bundle", "transfer"]
 */
export const homeSearchBoxes = (allowedProducts: readonly string[], flags: HomeBoxFlags): readonly HomeBoxEntry[] =>
  HOME_BOX_PRODUCTS.filter((entry) =>
    entry.id === "transfer" || entry.id === "activity" || entry.id === "circuit"
      ? BOX_ALLOWED[entry.id](allowedProducts, flags)
      : true,
  );

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
