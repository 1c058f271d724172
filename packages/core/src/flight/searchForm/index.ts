export * from "./flightSearchForm.js";
export * from "./flightSearchFormPost.js";
export * from "./flightSearchFormTransition.js";
export * from "./flightSearchFormValues.js";
export * from "./flightSearchTarget.js";
