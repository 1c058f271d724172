export * from "./browserWorld.js";
export * from "./linkedTabsStorage.js";
export * from "./PortalProvider.js";
export * from "./realtime.js";
export * from "./world.js";
