export * from "./useNewsletter.js";
