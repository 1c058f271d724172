/**
 * Polling the session status (`GET /api/session-status`, reply `loggedIn`).
 *
 * Spec 000 §4: "Session status is polled via a call (loggedIn)." Spec 000 §8: "Session expiry overlay: 'Your session
 * has expired' with Home and Refresh buttons".
 */

/** How often the session status is polled, ms. The spec says only that it is polled; the period is ours (60 s). */
export const SESSION_STATUS_POLL_MS = 60_000;

/**
 * Whether a session-status reply means the session expired: the visitor was signed in and the server now answers
 * `loggedIn: false`. An anonymous visitor answering `false` has nothing to expire.
 *
 * @example sessionStatusExpired(true, false) // true
 * @example sessionStatusExpired(false, false) // false
 */
export const sessionStatusExpired = (wasSignedIn: boolean, loggedIn: boolean): boolean => wasSignedIn && !loggedIn;
