import type { ShareLinkTimes } from "@travesia/core";
import type { DemoDb } from "./openDemoDb.js";
import { inTransaction } from "./transaction.js";

/** A customer link of a budget: its token, whose budget it opens, and its life (core's `ShareLinkTimes`). */
export interface StoredShareLink extends ShareLinkTimes {
  readonly token: string;
  readonly budgetId: number;
  readonly owner: string;
}

type ShareLinkRow = {
  token: string;
  budget_id: number;
  owner: string;
  created_at: number;
  expires_at: number;
  revoked_at: number | null;
  opened_at: number | null;
  last_opened_at: number | null;
  open_count: number;
};

const toLink = (row: ShareLinkRow): StoredShareLink => ({
  token: row.token,
  budgetId: row.budget_id,
  owner: row.owner,
  createdAtMs: row.created_at,
  expiresAtMs: row.expires_at,
  revokedAtMs: row.revoked_at,
  openedAtMs: row.opened_at,
  lastOpenedAtMs: row.last_opened_at,
  openCount: row.open_count,
});

/** The link with this token, if any. */
export const findShareLink = (db: DemoDb, token: string): StoredShareLink | undefined => {
  const row = db.prepare("SELECT * FROM budget_share_links WHERE token = ?").get(token) as ShareLinkRow | undefined;
  return row === undefined ? undefined : toLink(row);
};

/** The budget's latest link, if it ever had one. */
export const latestShareLink = (db: DemoDb, budgetId: number): StoredShareLink | undefined => {
  const row = db
    .prepare("SELECT * FROM budget_share_links WHERE budget_id = ? ORDER BY created_at DESC, rowid DESC LIMIT 1")
    .get(budgetId) as ShareLinkRow | undefined;
  return row === undefined ? undefined : toLink(row);
};

/** Writes a link's times (its token, budget and owner never change). */
export const saveShareLink = (db: DemoDb, link: StoredShareLink): void => {
  db.prepare(
    `INSERT INTO budget_share_links
       (token, budget_id, owner, created_at, expires_at, revoked_at, opened_at, last_opened_at, open_count)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)
     ON CONFLICT (token) DO UPDATE SET revoked_at = excluded.revoked_at, opened_at = excluded.opened_at,
       last_opened_at = excluded.last_opened_at, open_count = excluded.open_count`,
  ).run(
    link.token,
    link.budgetId,
    link.owner,
    link.createdAtMs,
    link.expiresAtMs,
    link.revokedAtMs,
    link.openedAtMs,
    link.lastOpenedAtMs,
    link.openCount,
  );
};

/** Keeps a new link and revokes the budget's others at `nowMs`: a budget has one link that answers at a time. */
export const replaceShareLink = (db: DemoDb, link: StoredShareLink, nowMs: number): void =>
  inTransaction(db, () => {
    db.prepare("UPDATE budget_share_links SET revoked_at = ? WHERE budget_id = ? AND revoked_at IS NULL").run(
      nowMs,
      link.budgetId,
    );
    saveShareLink(db, link);
  });
