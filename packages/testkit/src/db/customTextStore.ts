import type { TextChange } from "@travesia/core";
import type { DemoDb } from "./openDemoDb.js";
import { type ChangeAuthor, recordAudit, type StoredAuditEntry } from "./portalSettingsStore.js";
import { inTransaction } from "./transaction.js";

/** The texts an administrator saved for a language variant, by catalog key ("" = the catalog's own text). */
export const savedCustomTexts = (db: DemoDb, variant: string): ReadonlyMap<string, string> =>
  new Map(
    (
      db.prepare("SELECT key, text FROM custom_texts WHERE variant = ?").all(variant) as unknown as {
        key: string;
        text: string;
      }[]
    ).map((row) => [row.key, row.text]),
  );

/** Saves one custom text and records its change in the audit list, in one transaction. */
export const saveCustomText = (
  db: DemoDb,
  variant: string,
  change: TextChange,
  author: ChangeAuthor,
  undoOf?: number,
): StoredAuditEntry[] =>
  inTransaction(db, () => {
    db.prepare(
      "INSERT INTO custom_texts (variant, key, text, updated_at) VALUES (?, ?, ?, ?) " +
        "ON CONFLICT (variant, key) DO UPDATE SET text = excluded.text, updated_at = excluded.updated_at",
    ).run(variant, change.field, change.after, author.at);
    return recordAudit(db, "texts", variant, [change], author, undoOf);
  });
