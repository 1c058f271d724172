/**
 * Session time-to-live and the arrears poll.
 *
 * Spec 001 §4: "If ttl given, the session-expired overlay appears after ttl seconds." Spec 002 §7:
 * "GET /api/get-defaulter-message … repeated every 300000 ms unless a delay is set"; spec 000 §2: "/login/ Login;
 * the arrears bar is not polled here".
 */

/** Spec 002 §9: "Arrears poll: 300000 ms". */
export const ARREARS_POLL_INTERVAL_MS = 300_000;

/**
 * When the session-expired overlay must appear (epoch ms), or null when no usable ttl (seconds) was given.
 *
 * @example sessionExpiresAt(1_000, 60) // 61000
 */
export const sessionExpiresAt = (now: number, ttlSeconds: number | null | undefined): number | null =>
  ttlSeconds === null || ttlSeconds === undefined || !Number.isFinite(ttlSeconds) || ttlSeconds < 0
    ? null
    : now + ttlSeconds * 1000;

/** Whether the session-expired overlay shows at `now`. */
export const sessionExpired = (expiresAt: number | null, now: number): boolean =>
  expiresAt !== null && now >= expiresAt;

/**
 * Whether the arrears bar is polled on a page: never on the login page.
 *
 * @example arrearsPollEnabled("/login/") // false
 */
export const arrearsPollEnabled = (pathname: string): boolean => !/^\/login(\/|$)/.test(pathname);

/**
 * The arrears poll interval: a configured positive delay (ms) wins, else 300000 ms.
 *
 * @example arrearsPollIntervalMs(undefined) // 300000
 */
export const arrearsPollIntervalMs = (configuredDelayMs?: number | null): number =>
  configuredDelayMs !== null &&
  configuredDelayMs !== undefined &&
  Number.isFinite(configuredDelayMs) &&
  configuredDelayMs > 0
    ? configuredDelayMs
    : ARREARS_POLL_INTERVAL_MS;
