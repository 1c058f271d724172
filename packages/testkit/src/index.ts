/**
 * @travesia/testkit — the embedded world: fast-check arbitraries, the deterministic inventory and the demo API.
 * Used by tests and the demo (behind @travesia/server's portal app), never by the portal's production bundle or server.
 */
export * from "./arbitraries/index.js";
export { DEMO_PORTALS, type DemoPortal } from "./db/demoPortals.js";
export { DEMO_USERS, type DemoProduct, type DemoUser } from "./db/demoUsers.js";
export { type DemoDb, IN_MEMORY, openDemoDb } from "./db/openDemoDb.js";
export { createInventory, DEFAULT_INVENTORY_SEED, type Inventory } from "./inventory/inventory.js";
export { PLACE_CITIES, PLACE_COUNTRIES, type PlaceAirport, type PlaceCity, placeCity } from "./inventory/places.js";
export { createDemoApi, type DemoApi, type DemoApiOptions } from "./server/app.js";
export { favouriteHotelIds } from "./server/favourites.js";
export { type RunningDemoApi, type ServeOptions, serveDemoApi } from "./server/http.js";
export { inProcessFetcher, type RequestHandler } from "./server/inProcess.js";
export {
  activeScenarios,
  DEMO_SCENARIOS,
  type DemoScenarioName,
  SCENARIO_HEADER,
  scenarioActive,
} from "./server/scenario.js";
