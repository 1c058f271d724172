import { mkdirSync } from "node:fs";
import { dirname } from "node:path";
import { DatabaseSync } from "node:sqlite";
import { DEMO_DB_MIGRATIONS } from "./migrations.js";
import { inTransaction } from "./transaction.js";

/** The demo API's SQLite connection (`node:sqlite`, synchronous: each statement runs to completion). */
export type DemoDb = DatabaseSync;

/** Where the demo database lives in memory: nothing survives the process (tests, `DATA_DIR=:memory:`). */
export const IN_MEMORY = ":memory:";

/** The schema version a freshly opened database ends at. */
export const DEMO_DB_VERSION = DEMO_DB_MIGRATIONS.length;

const userVersion = (db: DatabaseSync): number =>
  Number((db.prepare("PRAGMA user_version").get() as { user_version: number }).user_version);

/**
 * Opens (creating the file and its folder if needed) the demo database and brings its schema up to date.
 *
 * A file database uses write-ahead logging so a crash never leaves half a change behind; `:memory:` is for tests.
 *
 * @example const db = openDemoDb(":memory:"); // or openDemoDb("/repo/data/demo.sqlite")
 */
export const openDemoDb = (location: string = IN_MEMORY): DemoDb => {
  if (location !== IN_MEMORY) mkdirSync(dirname(location), { recursive: true });
  const db = new DatabaseSync(location);
  db.exec("PRAGMA foreign_keys = ON");
  if (location !== IN_MEMORY) {
    db.exec("PRAGMA journal_mode = WAL");
    db.exec("PRAGMA synchronous = NORMAL");
    db.exec("PRAGMA busy_timeout = 5000");
  }
  for (let version = userVersion(db); version < DEMO_DB_MIGRATIONS.length; version++) {
    inTransaction(db, () => {
      db.exec(DEMO_DB_MIGRATIONS[version] ?? "");
      db.exec(`PRAGMA user_version = ${version + 1}`);
    });
  }
  return db;
};
