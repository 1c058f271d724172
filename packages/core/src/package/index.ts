export * from "./packageHotelStay.js";
export * from "./packageSearchFormValues.js";
export * from "./packageSearchTarget.js";
