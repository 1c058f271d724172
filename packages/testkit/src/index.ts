/**
 * @travesia/testkit — the embedded world: fast-check arbitraries, the deterministic inventory and the demo API.
 * Used by tests and the demo server, never by the portal's production bundle.
 */
export * from "./arbitraries/index.js";
export { DEMO_PORTALS, type DemoPortal } from "./db/demoPortals.js";
export { DEMO_USERS, type DemoProduct, type DemoUser } from "./db/demoUsers.js";
export { type DemoDb, IN_MEMORY, openDemoDb } from "./db/openDemoDb.js";
export { createInventory, DEFAULT_INVENTORY_SEED, type Inventory } from "./inventory/inventory.js";
export { PLACE_CITIES, PLACE_COUNTRIES, type PlaceAirport, type PlaceCity, placeCity } from "./inventory/places.js";
export { bookingApiOrigin } from "./portalServer/bookingApiOrigin.js";
export { FORWARDED_PATHS, type ForwardedPath, isForwardedPath } from "./portalServer/forwardedPaths.js";
export { forwardToBookingApi } from "./portalServer/forwardToBookingApi.js";
export { portalApp, type RunningPortal, servePortal } from "./portalServer/portalApp.js";
export { type SelfSignedCertificate, selfSignedCertificate } from "./portalServer/selfSignedCertificate.js";
export { type PortalTls, portalTls, TLS_CERT_SETTING, TLS_KEY_SETTING } from "./portalServer/tlsSetting.js";
export { createDemoApi, type DemoApi, type DemoApiOptions } from "./server/app.js";
export { favouriteHotelIds } from "./server/favourites.js";
export { type RunningDemoApi, type ServeOptions, serveDemoApi } from "./server/http.js";
export { inProcessFetcher, type RequestHandler } from "./server/inProcess.js";
export { isPageNavigation, portalMiddleware, withPortal } from "./server/portal.js";
export {
  activeScenarios,
  DEMO_SCENARIOS,
  type DemoScenarioName,
  SCENARIO_HEADER,
  scenarioActive,
} from "./server/scenario.js";
export { builtPageSources } from "./server/security/builtPageSources.js";
export { contentSecurityPolicy, type InlineSources } from "./server/security/contentSecurityPolicy.js";
export { crossSiteVerdict } from "./server/security/crossSiteGuard.js";
export { SECURITY_HEADERS } from "./server/security/securityHeaders.js";
