export * from "./budgetCurrency.js";
export * from "./cancellationTimeline.js";
export * from "./currencyConversion.js";
export * from "./itemFreeUntil.js";
export * from "./itemPenaltySchedule.js";
export * from "./serviceCancellationTerms.js";
