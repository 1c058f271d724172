export * from "./flightHotelStay.js";
