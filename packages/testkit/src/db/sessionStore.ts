import type { DemoDb } from "./openDemoDb.js";
import { inTransaction } from "./transaction.js";

/** How long a login lasts without activity: eight hours, a working day. */
export const DEMO_SESSION_TTL_MS = 8 * 60 * 60 * 1000;

/** Records a new login session and returns its token (random, unguessable, stored only on the server). */
export const createSession = (db: DemoDb, username: string, now: number): string => {
  const token = `${crypto.randomUUID()}${crypto.randomUUID()}`.replaceAll("-", "");
  inTransaction(db, () =>
    db
      .prepare("INSERT INTO sessions (token, username, created_at, expires_at) VALUES (?, ?, ?, ?)")
      .run(token, username, now, now + DEMO_SESSION_TTL_MS),
  );
  return token;
};

/** The username of a live session, extending it (sliding expiry); `undefined` if unknown or expired. */
export const touchSession = (db: DemoDb, token: string, now: number): string | undefined =>
  inTransaction(db, () => {
    const row = db.prepare("SELECT username, expires_at FROM sessions WHERE token = ?").get(token) as
      | { username: string; expires_at: number }
      | undefined;
    if (row === undefined) return undefined;
    if (row.expires_at <= now) {
      db.prepare("DELETE FROM sessions WHERE token = ?").run(token);
      return undefined;
    }
    // Sliding expiry, written at most once a minute so that reads do not each cost a write.
    if (row.expires_at < now + DEMO_SESSION_TTL_MS - 60_000) {
      db.prepare("UPDATE sessions SET expires_at = ? WHERE token = ?").run(now + DEMO_SESSION_TTL_MS, token);
    }
    return row.username;
  });

/** Ends a session (logout). */
export const deleteSession = (db: DemoDb, token: string): void => {
  inTransaction(db, () => db.prepare("DELETE FROM sessions WHERE token = ?").run(token));
};
