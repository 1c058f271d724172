import type { DemoDb } from "./openDemoDb.js";
import { inTransaction } from "./transaction.js";

/** A generated document kept for download (`GET /files/{id}.pdf`). */
export interface StoredFile {
  readonly id: string;
  readonly name: string;
  readonly contentType: string;
  readonly content: Uint8Array;
}

/** Stores a generated file under a fresh random id and returns the id. */
export const saveFile = (
  db: DemoDb,
  file: { readonly name: string; readonly contentType: string; readonly content: Uint8Array },
  now: number,
): string => {
  const id = crypto.randomUUID();
  inTransaction(db, () =>
    db
      .prepare("INSERT INTO files (id, name, content_type, content, created_at) VALUES (?, ?, ?, ?, ?)")
      .run(id, file.name, file.contentType, file.content, now),
  );
  return id;
};

/** A stored file by id, if any. */
export const findFile = (db: DemoDb, id: string): StoredFile | undefined => {
  const row = db.prepare("SELECT id, name, content_type, content FROM files WHERE id = ?").get(id) as
    | { id: string; name: string; content_type: string; content: Uint8Array }
    | undefined;
  return row === undefined
    ? undefined
    : { id: row.id, name: row.name, contentType: row.content_type, content: row.content };
};
