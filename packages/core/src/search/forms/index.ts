export * from "./searchFormPlaces.js";
export * from "./searchFormRoomsTransition.js";
export * from "./searchFormSubmission.js";
