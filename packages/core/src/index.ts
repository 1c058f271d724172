/**
 * @travesia/core — every business rule of the Travesía portal as pure, typed functions.
 * No React, DOM, network, storage or timers: the world comes in as arguments.
 */
export * from "./api/index.js";
export * from "./currency/index.js";
export * from "./locale/index.js";
export * from "./occupancy/index.js";
