export * from "./budgetDeadlines.js";
export * from "./zonedDateTime.js";
