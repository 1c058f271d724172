export * from "./useShellHeader.js";
