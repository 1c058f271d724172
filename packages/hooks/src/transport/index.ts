export * from "./callEndpoint.js";
export * from "./transport.js";
