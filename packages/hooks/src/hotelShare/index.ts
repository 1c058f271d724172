export * from "./useHotelPdf.js";
export * from "./useHotelShareEmail.js";
