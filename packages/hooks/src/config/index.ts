export * from "./usePortalConfig.js";
