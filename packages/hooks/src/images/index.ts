export * from "./useHomeImage.js";
