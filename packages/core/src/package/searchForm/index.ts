export * from "./packageSearchForm.js";
export * from "./packageSearchFormTransition.js";
export * from "./packageSearchFormValues.js";
export * from "./packageSearchTarget.js";
