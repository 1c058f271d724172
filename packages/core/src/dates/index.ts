export * from "./calendarDate.js";
export * from "./cardDate.js";
export * from "./clockTime.js";
export * from "./dateParseError.js";
export * from "./dayOffsetTime.js";
export * from "./flightDateTime.js";
export * from "./flightDuration.js";
export * from "./summaryDate.js";
