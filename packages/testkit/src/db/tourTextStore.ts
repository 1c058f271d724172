import type { TextChange } from "@travesia/core";
import type { DemoDb } from "./openDemoDb.js";
import { type ChangeAuthor, recordAudit, type StoredAuditEntry } from "./portalSettingsStore.js";
import { inTransaction } from "./transaction.js";

/** The product tour's texts an administrator saved for a language, by `tourTextKey` ("" = the default text). */
export const savedTourTexts = (db: DemoDb, language: string): ReadonlyMap<string, string> =>
  new Map(
    (
      db.prepare("SELECT key, text FROM tour_texts WHERE language = ?").all(language) as unknown as {
        key: string;
        text: string;
      }[]
    ).map((row) => [row.key, row.text]),
  );

/** Saves one tour text and records its change in the audit list (module `tour`, target the language), at once. */
export const saveTourText = (
  db: DemoDb,
  language: string,
  change: TextChange,
  author: ChangeAuthor,
  undoOf?: number,
): StoredAuditEntry[] =>
  inTransaction(db, () => {
    db.prepare(
      "INSERT INTO tour_texts (language, key, text, updated_at) VALUES (?, ?, ?, ?) " +
        "ON CONFLICT (language, key) DO UPDATE SET text = excluded.text, updated_at = excluded.updated_at",
    ).run(language, change.field, change.after, author.at);
    return recordAudit(db, "tour", language, [change], author, undoOf);
  });
