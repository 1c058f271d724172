import type { AdminAuditEntry } from "@travesia/core";
import type { DemoDb } from "./openDemoDb.js";
import { type ChangeAuthor, recordAudit, type StoredAuditEntry } from "./portalSettingsStore.js";
import { inTransaction } from "./transaction.js";

// What the back office's content modules save (migration `admin_content`): one text value per kind and key (a POI's
// JSON or "removed", an airline's name, a home list's JSON), "" meaning the seed's own (no row).

/** The kinds of content saved, each with the audit module that records its changes and the field it names. */
const CONTENT_KINDS = {
  poi: { module: "pois", field: "poi" },
  airline: { module: "airlines", field: "name" },
  home: { module: "home", field: "items" },
  /** A home background slot's uploaded image (its address; "" for the product's default), by `{page}/{device}/{lang}`. */
  homeBackground: { module: "home", field: "background" },
  /** An airline's uploaded logo (its address; "" for none), by carrier code. */
  airlineLogo: { module: "airlines", field: "logo" },
  /** A POI whose last save the index refused (spec 000 §8: swallowed): the portal's lookup leaves it out. */
  poiUnindexed: { module: "pois", field: "index" },
} as const satisfies Record<string, { module: AdminAuditEntry["module"]; field: string }>;
export type ContentKind = keyof typeof CONTENT_KINDS;

/** The kind of content an audit entry's module and field name, if any. */
export const contentKindOf = (module: string, field: string): ContentKind | undefined =>
  (Object.keys(CONTENT_KINDS) as ContentKind[]).find(
    (kind) => CONTENT_KINDS[kind].module === module && CONTENT_KINDS[kind].field === field,
  );

/** The saved value of one key ("" when none was saved). */
export const contentValue = (db: DemoDb, kind: ContentKind, key: string): string =>
  (
    db.prepare("SELECT value FROM admin_content WHERE kind = ? AND key = ?").get(kind, key) as
      | { value: string }
      | undefined
  )?.value ?? "";

/** Every saved value of a kind, by key. */
export const contentValues = (db: DemoDb, kind: ContentKind): ReadonlyMap<string, string> =>
  new Map(
    (
      db.prepare("SELECT key, value FROM admin_content WHERE kind = ?").all(kind) as unknown as {
        key: string;
        value: string;
      }[]
    ).map((row) => [row.key, row.value]),
  );

const write = (db: DemoDb, kind: ContentKind, key: string, value: string, at: number) => {
  if (value === "") db.prepare("DELETE FROM admin_content WHERE kind = ? AND key = ?").run(kind, key);
  else
    db.prepare(
      "INSERT INTO admin_content (kind, key, value, updated_at) VALUES (?, ?, ?, ?) " +
        "ON CONFLICT (kind, key) DO UPDATE SET value = excluded.value, updated_at = excluded.updated_at",
    ).run(kind, key, value, at);
};

/** Marks (or clears) a key of a kind with no audit entry: bookkeeping such as a POI the index refused. */
export const markContent = (db: DemoDb, kind: ContentKind, key: string, on: boolean, at: number): void =>
  write(db, kind, key, on ? "1" : "", at);

/**
 * Saves one value ("" gives the seed's own back) and records its change in the audit list, in one transaction; no
 * entry when the value is unchanged. With `undoOf`, the entry records an undo and marks the undone one.
 */
export const saveContent = (
  db: DemoDb,
  kind: ContentKind,
  key: string,
  after: string,
  author: ChangeAuthor,
  undoOf?: number,
): StoredAuditEntry[] =>
  inTransaction(db, () => {
    const before = contentValue(db, kind, key);
    if (before === after && undoOf === undefined) return [];
    write(db, kind, key, after, author.at);
    const { module, field } = CONTENT_KINDS[kind];
    return recordAudit(db, module, key, [{ field, before, after }], author, undoOf);
  });
