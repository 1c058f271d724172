export * from "./useDateRangeCalendar.js";
export * from "./useToday.js";
