import * as Result from "effect/Result";
import type { AdminAuditEntry, AdminSettingValue, PortalSettings } from "./adminApi.js";
import type { AdminIssue } from "./adminIssue.js";
import { isPortalSettingField, PORTAL_SETTING_FIELDS, validatePortalSettings } from "./portalSettings.js";

/** One field's change between two versions of a portal's settings. */
export interface SettingsChange {
  readonly field: (typeof PORTAL_SETTING_FIELDS)[number];
  readonly before: AdminSettingValue;
  readonly after: AdminSettingValue;
}

/**
 * The fields that differ between two versions of a portal's settings, in the form's order: what one save records.
 *
 * @example settingsChanges(saved, { ...saved, enableBudgeting: false }) // [{ field: "enableBudgeting", before: true, after: false }]
 */
export const settingsChanges = (before: PortalSettings, after: PortalSettings): SettingsChange[] =>
  PORTAL_SETTING_FIELDS.filter((field) => before[field] !== after[field]).map((field) => ({
    field,
    before: before[field],
    after: after[field],
  }));

/** Why an audit entry cannot be undone. */
export type UndoRefusal =
  | { readonly reason: "alreadyUndone" }
  /** The field no longer holds the entry's `after`: undoing would silently overwrite a later change. */
  | { readonly reason: "changedSince" }
  /** The settings the undo would give break a rule (a freeze left without its message). */
  | { readonly reason: "invalid"; readonly issues: readonly AdminIssue[] };

/**
 * What undoing an audit entry gives: the settings with the entry's field back to its `before`, and the change to
 * record. Refused when the entry was undone already, when the field changed again since (the current value is not
 * the entry's `after`), or when the result breaks a settings rule.
 *
 * @example undoSettingsChange({ ...saved, enableBudgeting: false }, entry) // Result.succeed({ settings: saved, change })
 */
export const undoSettingsChange = (
  current: PortalSettings,
  entry: Pick<AdminAuditEntry, "field" | "before" | "after" | "undoneBy">,
): Result.Result<{ readonly settings: PortalSettings; readonly change: SettingsChange }, UndoRefusal> => {
  if (entry.undoneBy !== null) return Result.fail({ reason: "alreadyUndone" });
  const field = entry.field;
  if (!isPortalSettingField(field) || current[field] !== entry.after) return Result.fail({ reason: "changedSince" });
  const next = validatePortalSettings({ ...current, [field]: entry.before });
  if (Result.isFailure(next)) return Result.fail({ reason: "invalid", issues: next.failure });
  if (next.success[field] !== entry.before) return Result.fail({ reason: "changedSince" });
  return Result.succeed({ settings: next.success, change: { field, before: entry.after, after: entry.before } });
};

/**
 * What undoing a custom text's entry gives: the text back to its `before` ("" for the catalog's own), and the change
 * to record. Refused when undone already, or when the text changed again since.
 *
 * @example undoTextChange("Encontrá tu viaje", { field: "home.title", before: "", after: "Encontrá tu viaje", undoneBy: null })
 */
export const undoTextChange = (
  current: string,
  entry: Pick<AdminAuditEntry, "field" | "before" | "after" | "undoneBy">,
): Result.Result<{ readonly text: string; readonly change: TextChange }, UndoRefusal> => {
  if (entry.undoneBy !== null) return Result.fail({ reason: "alreadyUndone" });
  if (typeof entry.before !== "string" || current !== entry.after) return Result.fail({ reason: "changedSince" });
  return Result.succeed({ text: entry.before, change: { field: entry.field, before: current, after: entry.before } });
};

/** One custom text's change: the catalog key, and the text before and after ("" for the catalog's own). */
export interface TextChange {
  readonly field: string;
  readonly before: string;
  readonly after: string;
}
