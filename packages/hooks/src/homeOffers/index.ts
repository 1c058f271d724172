export * from "./useHomeOffers.js";
