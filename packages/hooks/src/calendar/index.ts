export type { DateRangeCalendarOptions } from "./dateRangeCalendarOptions.js";
export * from "./useDateRangeCalendar.js";
export * from "./useToday.js";
