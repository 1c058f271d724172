import type { DemoDb } from "./openDemoDb.js";
import { inTransaction } from "./transaction.js";

/** An agent's daily digest of deadlines: the hour of their day it goes (null: none), their zone, the day it last went. */
export interface StoredDeadlineDigest {
  readonly owner: string;
  readonly hour: number | null;
  readonly timeZone: string;
  readonly lastSentDate: string | null;
}

type DigestRow = { owner: string; hour: number | null; time_zone: string; last_sent_date: string | null };

const toDigest = (row: DigestRow): StoredDeadlineDigest => ({
  owner: row.owner,
  hour: row.hour,
  timeZone: row.time_zone,
  lastSentDate: row.last_sent_date,
});

/** The owner's digest schedule, if they ever set one. */
export const findDeadlineDigest = (db: DemoDb, owner: string): StoredDeadlineDigest | undefined => {
  const row = db.prepare("SELECT * FROM deadline_digests WHERE owner = ?").get(owner) as DigestRow | undefined;
  return row === undefined ? undefined : toDigest(row);
};

/** Keeps the owner's schedule (the day it last went stays: changing the hour never sends a second digest that day). */
export const saveDeadlineDigest = (
  db: DemoDb,
  owner: string,
  hour: number | null,
  timeZone: string,
): StoredDeadlineDigest =>
  inTransaction(db, () => {
    db.prepare(
      `INSERT INTO deadline_digests (owner, hour, time_zone) VALUES (?, ?, ?)
       ON CONFLICT (owner) DO UPDATE SET hour = excluded.hour, time_zone = excluded.time_zone`,
    ).run(owner, hour, timeZone);
    const saved = findDeadlineDigest(db, owner);
    if (saved === undefined) throw new Error("digest vanished inside its own transaction");
    return saved;
  });

/**
 * Records that the owner's digest for `date` (their day) went, unless one for that day already had: whether this call
 * is the one that records it, so two requests at the same moment send one digest.
 */
export const claimDeadlineDigest = (db: DemoDb, owner: string, date: string): boolean =>
  db
    .prepare(
      `UPDATE deadline_digests SET last_sent_date = ?
       WHERE owner = ? AND (last_sent_date IS NULL OR last_sent_date < ?)`,
    )
    .run(date, owner, date).changes > 0;
