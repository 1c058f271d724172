export * from "./backToTop.js";
export * from "./defaultHomeImage.js";
export * from "./defaultProductImage.js";
export * from "./headerCounts.js";
export * from "./headerCountsArithmetic.js";
export * from "./headerCountsEmpty.js";
export * from "./notificationCount.js";
export * from "./toastDurations.js";
