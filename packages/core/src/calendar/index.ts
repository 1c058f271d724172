export * from "./calendarMonthGrid.js";
export * from "./calendarMonthWindow.js";
export * from "./rangeCalendar.js";
export * from "./rangeCalendarField.js";
