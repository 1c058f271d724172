export * from "./useHotelPdf.js";
export * from "./useHotelPdfSelection.js";
export * from "./useHotelShareEmail.js";
