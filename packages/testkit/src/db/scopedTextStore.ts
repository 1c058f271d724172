import type { AdminAuditEntry, TextChange } from "@travesia/core";
import type { DemoDb } from "./openDemoDb.js";
import { type ChangeAuthor, recordAudit, type StoredAuditEntry } from "./portalSettingsStore.js";
import { inTransaction } from "./transaction.js";

/** A table of texts an administrator saved, by scope (a language variant, a language) and key ("" = the default). */
export interface ScopedTextStore {
  readonly saved: (db: DemoDb, scope: string) => ReadonlyMap<string, string>;
  /** Saves one text and records its change in the audit list (target: the scope), in one transaction. */
  readonly save: (
    db: DemoDb,
    scope: string,
    change: TextChange,
    author: ChangeAuthor,
    undoOf?: number,
  ) => StoredAuditEntry[];
}

/**
 * The store of one such table (`table` with columns `{scope}`, `key`, `text`, `updated_at`), whose changes the audit
 * list records under `module`: the custom texts (`custom_texts` by `variant`) and the tour's (`tour_texts` by
 * `language`) are the same thing over two tables.
 */
export const scopedTextStore = (
  table: "custom_texts" | "tour_texts",
  scope: "variant" | "language",
  module: AdminAuditEntry["module"],
): ScopedTextStore => ({
  saved: (db, value) =>
    new Map(
      (
        db.prepare(`SELECT key, text FROM ${table} WHERE ${scope} = ?`).all(value) as unknown as {
          key: string;
          text: string;
        }[]
      ).map((row) => [row.key, row.text]),
    ),
  save: (db, value, change, author, undoOf) =>
    inTransaction(db, () => {
      db.prepare(
        `INSERT INTO ${table} (${scope}, key, text, updated_at) VALUES (?, ?, ?, ?) ` +
          `ON CONFLICT (${scope}, key) DO UPDATE SET text = excluded.text, updated_at = excluded.updated_at`,
      ).run(value, change.field, change.after, author.at);
      return recordAudit(db, module, value, [change], author, undoOf);
    }),
});
