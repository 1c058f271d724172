export * from "./emailAddress.js";
export * from "./hotelShareEmailTransition.js";
export * from "./hotelShareEmailVariants.js";
export * from "./hotelShareLinks.js";
export * from "./hotelShareRequests.js";
