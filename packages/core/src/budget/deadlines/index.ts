export * from "./budgetDeadlines.js";
export * from "./deadlineDigest.js";
export * from "./zonedDateTime.js";
