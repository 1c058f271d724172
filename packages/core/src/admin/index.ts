export * from "./adminAccess.js";
export * from "./adminApi.js";
export * from "./adminAudit.js";
export * from "./adminIssue.js";
export * from "./adminMessages.js";
export * from "./adminModules.js";
export * from "./portalSettings.js";
export * from "./portalSettingsForm.js";
