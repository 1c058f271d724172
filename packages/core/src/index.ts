/**
 * @travesia/core — every business rule of the Travesía portal as pure, typed functions.
 * No React, DOM, network, storage or timers: the world comes in as arguments.
 *
 * One folder per domain; each folder's `index.ts` is its public surface.
 */
export * from "./activity/index.js";
export * from "./admin/index.js";
export * from "./api/index.js";
export * from "./budget/index.js";
export * from "./bundle/index.js";
export * from "./calendar/index.js";
export * from "./circuit/index.js";
export * from "./currency/index.js";
export * from "./dates/index.js";
export * from "./flight/index.js";
export * from "./hotel/index.js";
export * from "./house/index.js";
export * from "./locale/index.js";
export * from "./location/index.js";
export * from "./map/index.js";
export * from "./money/index.js";
export * from "./occupancy/index.js";
export * from "./package/index.js";
export * from "./policy/index.js";
export * from "./product/index.js";
export * from "./routes/index.js";
export * from "./search/index.js";
export * from "./session/index.js";
export * from "./share/index.js";
export * from "./shell/index.js";
export * from "./tour/index.js";
export * from "./transfer/index.js";
export * from "./validation/index.js";
export * from "./voucher/index.js";
