export * from "./recentLocationsStorage.js";
export * from "./useLocationAutocomplete.js";
export * from "./useLocationIndex.js";
