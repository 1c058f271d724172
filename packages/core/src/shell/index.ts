export * from "./defaultHomeImage.js";
export * from "./notificationCount.js";
export * from "./toastDurations.js";
