export * from "./afterThisTask.js";
export * from "./callEndpoint.js";
export * from "./earlyCalls.js";
export * from "./transport.js";
