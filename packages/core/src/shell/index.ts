export * from "./defaultHomeImage.js";
export * from "./headerCounts.js";
export * from "./notificationCount.js";
export * from "./toastDurations.js";
