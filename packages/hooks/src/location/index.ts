export * from "./recentLocationsStorage.js";
export * from "./useLocationAutocomplete.js";
