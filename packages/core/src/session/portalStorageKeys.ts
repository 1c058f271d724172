/**
 * The names of everything the portal keeps in the browser's local or session storage, in one table.
 *
 * Spec 000 §3: "Local/session storage items: active budget or trip id, userCurrency, tripActive, enablePricer,
 * enableDualFlow, viewType, counts, a 'user is logged' flag, hotelResultAsyncTimeout, saved search filters, and
 * cookie ml (language)." Spec 000 §4: "Added product ids are tracked locally"; spec 000 §3 "Recent search … last 10
 * per language". The spec names the keys it writes in code style (`userCurrency`, `enablePricer`, …); the others are
 * ours and say so. The language cookie's name is `LANGUAGE_COOKIE_NAME` (core/locale).
 */
export const PORTAL_STORAGE_KEYS = {
  /**
   * Local: the active budget or trip, `userId-id` or `userId%id` (spec 000 §4). Name ours; the stored name keeps
   * its first spelling so that a browser's active budget survives the rename of the code around it.
   */
  activeBudget: "activeQuote",
  /** Session: the display currency the visitor chose (spec 000 §4 "Currency choice is kept in the session"). */
  userCurrency: "userCurrency",
  /** Local: whether a trip (pricer) rather than a budget is active. */
  tripActive: "tripActive",
  /** Local: the portal's pricer flag, `'true'` or `'false'` (spec 000 §4 "unless the local flag enablePricer equals 'true'"). */
  enablePricer: "enablePricer",
  /** Local: the portal's dual-flow flag, `'true'` or `'false'`. */
  enableDualFlow: "enableDualFlow",
  /** Local: the hotel results view (list, grid, map). */
  viewType: "viewType",
  /** Local: the header counters last seen. */
  counts: "counts",
  /** Local: the cross-tab 'user is logged' flag, `'true'` or `'false'` (spec 000 §4). Name ours. */
  userLogged: "userIsLogged",
  /** Local: the progressive search's timeout in seconds (spec 001 §9 `hotelResultAsyncTimeout`). */
  hotelResultAsyncTimeout: "hotelResultAsyncTimeout",
  /** Session: the saved search filters and their can-use flag (spec 000 §4). Name ours. */
  savedSearchFilters: "savedSearchFilters",
  /** Local: recently chosen locations per language (spec 000 §3 "Recent search"). Name ours. */
  recentLocations: "recentLocations",
  /** Local: the rate ids added to a budget or trip (spec 000 §4 "Added product ids are tracked locally"). Name ours. */
  addedProducts: "addedProducts",
  /** Session: the hotels picked to compare and for the multi-hotel PDF, per results search (core's `HotelPicksStore`). Name ours. */
  hotelPicks: "hotelPicks",
} as const;

/** A storage item of {@link PORTAL_STORAGE_KEYS}. */
export type PortalStorageItem = keyof typeof PORTAL_STORAGE_KEYS;

/** The local-storage key of the cross-tab 'user is logged' flag (spec 000 §3, §4). */
export const USER_LOGGED_KEY = PORTAL_STORAGE_KEYS.userLogged;

/** The local-storage key of the active budget or trip id (spec 000 §3 "active budget or trip id"). */
export const ACTIVE_BUDGET_STORAGE_KEY = PORTAL_STORAGE_KEYS.activeBudget;

/** The local-storage key of the recent locations per language (spec 000 §3 "Recent search"). */
export const RECENT_LOCATIONS_STORAGE_KEY = PORTAL_STORAGE_KEYS.recentLocations;

/** The local-storage key of the added product ids (spec 000 §4 "Added product ids are tracked locally"). */
export const ADDED_PRODUCTS_STORAGE_KEY = PORTAL_STORAGE_KEYS.addedProducts;
