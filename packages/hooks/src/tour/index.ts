export * from "./useTourStart.js";
export * from "./useTourTexts.js";
