export type { AdminStatus } from "./adminQueries.js";
export * from "./useAdminAudit.js";
export * from "./useAdminPortals.js";
export * from "./useCustomTextEditor.js";
export * from "./useCustomTexts.js";
export * from "./usePortalSettingsEditor.js";
export * from "./useTourTextsEditor.js";
