export * from "./packageHotelStay.js";
export * from "./packageSearchTarget.js";
