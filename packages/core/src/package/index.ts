export * from "./packageHotelStay.js";
