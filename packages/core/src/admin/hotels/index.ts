export * from "./adminHotelsApi.js";
export * from "./hotelContent.js";
export * from "./hotelContentTransition.js";
export * from "./richText.js";
