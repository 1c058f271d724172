import {
  type AdminAuditEntry,
  type AdminSettingValue,
  decodeWith,
  PortalSettings,
  type SettingsChange,
} from "@travesia/core";
import { Result } from "effect";
import type { DemoDb } from "./openDemoDb.js";
import { inTransaction } from "./transaction.js";

// What the back office saves: each portal's settings (the seed's, until an administrator changes them) and the audit
// list of every change, with its undo links.

const decodeSettings = decodeWith(PortalSettings);

/** A portal's saved settings, or undefined when none were saved (or the row does not decode: the seed then wins). */
export const savedPortalSettings = (db: DemoDb, portalId: number): PortalSettings | undefined => {
  const row = db.prepare("SELECT settings FROM portal_settings WHERE portal_id = ?").get(portalId) as
    | { settings: string }
    | undefined;
  if (row === undefined) return undefined;
  const decoded = decodeSettings(JSON.parse(row.settings));
  return Result.isSuccess(decoded) ? decoded.success : undefined;
};

interface AuditRow {
  id: number;
  at: number;
  who: string;
  module: string;
  target: string;
  field: string;
  before_value: string;
  after_value: string;
  undo_of: number | null;
  undone_by: number | null;
}

/** An audit row without the portal's name, which the caller adds (names live in the seed, not in the table). */
export type StoredAuditEntry = Omit<AdminAuditEntry, "targetName">;

const AUDIT_MODULES: readonly AdminAuditEntry["module"][] = [
  "settings",
  "texts",
  "hotels",
  "pois",
  "airlines",
  "home",
  "tour",
];

const entryOf = (row: AuditRow): StoredAuditEntry => ({
  id: String(row.id),
  at: new Date(row.at).toISOString(),
  who: row.who,
  module: AUDIT_MODULES.find((module) => module === row.module) ?? "settings",
  target: row.target,
  field: row.field,
  before: JSON.parse(row.before_value) as AdminSettingValue,
  after: JSON.parse(row.after_value) as AdminSettingValue,
  undoOf: row.undo_of === null ? null : String(row.undo_of),
  undoneBy: row.undone_by === null ? null : String(row.undone_by),
});

/** How many changes the audit list answers at most: the newest (a reply must not grow with the demo's age). */
export const AUDIT_LIST_LIMIT = 200;

/** The audit list, newest first, at most {@link AUDIT_LIST_LIMIT} entries. */
export const listAudit = (db: DemoDb): StoredAuditEntry[] =>
  (db.prepare("SELECT * FROM admin_audit ORDER BY id DESC LIMIT ?").all(AUDIT_LIST_LIMIT) as unknown as AuditRow[]).map(
    entryOf,
  );

/** One audit entry, if it exists. */
export const auditEntry = (db: DemoDb, id: number): StoredAuditEntry | undefined => {
  const row = db.prepare("SELECT * FROM admin_audit WHERE id = ?").get(id) as AuditRow | undefined;
  return row === undefined ? undefined : entryOf(row);
};

/** Who made a change, and when. */
export interface ChangeAuthor {
  readonly who: string;
  readonly at: number;
}

/**
 * Saves a portal's settings and records one audit entry per changed field, in one transaction: the settings and
 * their record never disagree. With `undoOf`, the entry records an undo and marks the undone entry.
 */
export const savePortalSettings = (
  db: DemoDb,
  portalId: number,
  settings: PortalSettings,
  changes: readonly SettingsChange[],
  author: ChangeAuthor,
  undoOf?: number,
): StoredAuditEntry[] =>
  inTransaction(db, () => {
    db.prepare(
      "INSERT INTO portal_settings (portal_id, settings, updated_at) VALUES (?, ?, ?) " +
        "ON CONFLICT (portal_id) DO UPDATE SET settings = excluded.settings, updated_at = excluded.updated_at",
    ).run(portalId, JSON.stringify(settings), author.at);
    return recordAudit(db, "settings", String(portalId), changes, author, undoOf);
  });

/**
 * Records one audit entry per change of one target (a portal, a language variant), inside the caller's transaction;
 * with `undoOf`, the entries record an undo and the undone entry is marked.
 */
export const recordAudit = (
  db: DemoDb,
  module: AdminAuditEntry["module"],
  target: string,
  changes: readonly { readonly field: string; readonly before: AdminSettingValue; readonly after: AdminSettingValue }[],
  author: ChangeAuthor,
  undoOf?: number,
): StoredAuditEntry[] => {
  const insert = db.prepare(
    "INSERT INTO admin_audit (at, who, module, target, field, before_value, after_value, undo_of) " +
      "VALUES (?, ?, ?, ?, ?, ?, ?, ?) RETURNING id",
  );
  const ids = changes.map(
    (change) =>
      (
        insert.get(
          author.at,
          author.who,
          module,
          target,
          change.field,
          JSON.stringify(change.before),
          JSON.stringify(change.after),
          undoOf ?? null,
        ) as { id: number }
      ).id,
  );
  if (undoOf !== undefined && ids[0] !== undefined)
    db.prepare("UPDATE admin_audit SET undone_by = ? WHERE id = ?").run(ids[0], undoOf);
  return ids.map((id) => auditEntry(db, id)).filter((entry) => entry !== undefined);
};
