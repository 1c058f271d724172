export * from "./useHotelFavourites.js";
