export * from "./rangeCalendar.js";
