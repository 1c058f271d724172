export * from "./packageBudgetItem.js";
export * from "./packageChoice.js";
export * from "./packageCombination.js";
export * from "./packageDetailView.js";
export * from "./packageHotelStay.js";
export * from "./packagePrices.js";
export * from "./packageSearchFormValues.js";
export * from "./packageSearchTarget.js";
