/**
 * @travesia/hooks — headless React hooks: core's rules wired to the portal's HTTP calls. No markup, no texts.
 */
export * from "./activityResults/index.js";
export * from "./admin/index.js";
export * from "./arrears/index.js";
export * from "./budgets/index.js";
export * from "./bundleResults/index.js";
export * from "./calendar/index.js";
export * from "./common/index.js";
export * from "./config/index.js";
export * from "./counters/index.js";
export * from "./currency/index.js";
export * from "./favourites/index.js";
export * from "./flightDateGrid/index.js";
export * from "./flightResults/index.js";
export * from "./homeOffers/index.js";
export * from "./hotelCompare/index.js";
export * from "./hotelFilters/index.js";
export * from "./hotelRates/index.js";
export * from "./hotelResults/index.js";
export * from "./hotelShare/index.js";
export * from "./houseDetail/index.js";
export * from "./images/index.js";
export * from "./language/index.js";
export * from "./location/index.js";
export * from "./newsletter/index.js";
export * from "./packageDetail/index.js";
export * from "./packageResults/index.js";
export * from "./provider/index.js";
export * from "./search/index.js";
export * from "./session/index.js";
export * from "./shell/index.js";
export * from "./stores/index.js";
export * from "./toasts/index.js";
export * from "./transferResults/index.js";
export * from "./transport/index.js";
export * from "./voucher/index.js";
