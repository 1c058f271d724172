export * from "./browserWorld.js";
export * from "./PortalProvider.js";
export * from "./world.js";
