export * from "./latestCall.js";
export * from "./transport.js";
