/** Days a customer link stays open unless revoked: the budget's prices are a quotation, not a standing offer. */
export const SHARE_LINK_DAYS = 7;

const DAY_MS = 86_400_000;

/** A customer link's life, as instants in epoch milliseconds (`null`: not yet). */
export interface ShareLinkTimes {
  readonly createdAtMs: number;
  readonly expiresAtMs: number;
  readonly revokedAtMs: number | null;
  /** The first time the customer opened it. */
  readonly openedAtMs: number | null;
  /** The last time the customer opened it. */
  readonly lastOpenedAtMs: number | null;
  readonly openCount: number;
}

/** Whether a link answers: `active`, or refused as `revoked` by the agent or `expired` by time. */
export type ShareLinkState = "active" | "expired" | "revoked";

/**
 * A new link's times: open from `nowMs` for `days` days, never opened.
 *
 * @example newShareLinkTimes(0).expiresAtMs // 7 * 86_400_000
 */
export const newShareLinkTimes = (nowMs: number, days: number = SHARE_LINK_DAYS): ShareLinkTimes => ({
  createdAtMs: nowMs,
  expiresAtMs: nowMs + days * DAY_MS,
  revokedAtMs: null,
  openedAtMs: null,
  lastOpenedAtMs: null,
  openCount: 0,
});

/**
 * The link's state at `nowMs`: revoked once the agent revoked it (whatever the time), else expired from its expiry
 * instant on, else active.
 *
 * @example shareLinkState(newShareLinkTimes(0), 1) // "active"
 */
export const shareLinkState = (link: ShareLinkTimes, nowMs: number): ShareLinkState =>
  link.revokedAtMs !== null && link.revokedAtMs <= nowMs ? "revoked" : nowMs >= link.expiresAtMs ? "expired" : "active";

/**
 * The link after the agent revokes it at `nowMs`; a link already revoked keeps its first revocation.
 *
 * @example revokeShareLink(newShareLinkTimes(0), 5).revokedAtMs // 5
 */
export const revokeShareLink = (link: ShareLinkTimes, nowMs: number): ShareLinkTimes =>
  link.revokedAtMs === null ? { ...link, revokedAtMs: nowMs } : link;

/**
 * The link after the customer opens it at `nowMs`: only an active link counts an opening (a refused one shows
 * nothing, so nothing was seen); the first opening stays the first.
 *
 * @example shareLinkOpened(newShareLinkTimes(0), 9).openedAtMs // 9
 */
export const shareLinkOpened = (link: ShareLinkTimes, nowMs: number): ShareLinkTimes =>
  shareLinkState(link, nowMs) !== "active"
    ? link
    : { ...link, openedAtMs: link.openedAtMs ?? nowMs, lastOpenedAtMs: nowMs, openCount: link.openCount + 1 };
