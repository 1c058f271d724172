export * from "./callEndpoint.js";
export * from "./latestCall.js";
export * from "./transport.js";
