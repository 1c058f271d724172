export * from "./transport.js";
