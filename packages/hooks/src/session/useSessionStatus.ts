import { endpoints, SESSION_STATUS_POLL_MS, sessionExpiresAt, sessionStatusExpired } from "@travesia/core";
import { Result } from "effect";
import { useCallback, useEffect, useRef, useState } from "react";
import type { HookResult } from "../common/hookResult.js";
import { useLatestCall } from "../internal/useLatestCall.js";
import { usePortalStore, usePortalWorld } from "../provider/PortalProvider.js";
import { callEndpoint } from "../transport/callEndpoint.js";

/** `unknown` before the first answer; `expired` once a signed-in session is gone or its ttl ran out. */
export type SessionStatus = "unknown" | "loggedIn" | "loggedOut" | "expired";

/** What {@link useSessionStatus} returns. */
export type SessionStatusResult = HookResult<
  SessionStatus,
  { readonly loggedIn: boolean | null },
  {
    /** Asks the server now. */
    readonly refresh: () => Promise<void>;
    /** Spec 001 §4: "If ttl given, the session-expired overlay appears after ttl seconds." */
    readonly expireAfter: (ttlSeconds: number) => void;
  }
>;

/** Options of {@link useSessionStatus}. */
export interface SessionStatusOptions {
  /** Poll period in ms; defaults to core's `SESSION_STATUS_POLL_MS` (60 s). */
  readonly pollMs?: number;
}

/**
 * Polls `GET /api/session-status` (spec 000 §7, reply `loggedIn`). When a session that was signed in answers
 * `loggedIn: false`, or a search's ttl runs out, the user store is marked expired: the view shows the
 * session-expired overlay (key `session.expired`, Home and Refresh buttons).
 *
 * @example
 * const session = useSessionStatus();
 * if (session.status === "expired") return <ExpiredOverlay />;
 */
export const useSessionStatus = ({
  pollMs = SESSION_STATUS_POLL_MS,
}: SessionStatusOptions = {}): SessionStatusResult => {
  const { api, clock, stores } = usePortalWorld();
  const latest = useLatestCall();
  const expired = usePortalStore("user", (state) => state.expired);
  const [loggedIn, setLoggedIn] = useState<boolean | null>(null);

  const refresh = useCallback(async () => {
    const outcome = await latest.run((signal) => callEndpoint(api, endpoints.sessionStatus, [], { signal }));
    if (outcome._tag === "Stale" || Result.isFailure(outcome.value)) return;
    const now = outcome.value.success.loggedIn;
    setLoggedIn(now);
    if (sessionStatusExpired(stores.user.getState().status === "signedIn", now))
      stores.user.setState({ expired: true });
  }, [api, latest, stores]);

  useEffect(() => {
    let handle: unknown;
    const tick = () => {
      void refresh();
      handle = clock.setTimeout(tick, pollMs);
    };
    tick();
    return () => clock.clearTimeout(handle);
  }, [clock, pollMs, refresh]);

  // The ttl timer outlives renders but not the hook; a newer ttl replaces the older one.
  const ttlTimer = useRef<unknown>(null);
  const expireAfter = useCallback(
    (ttlSeconds: number) => {
      clock.clearTimeout(ttlTimer.current);
      const now = clock.now();
      const at = sessionExpiresAt(now, ttlSeconds);
      if (at === null) return;
      ttlTimer.current = clock.setTimeout(() => stores.user.setState({ expired: true }), at - now);
    },
    [clock, stores],
  );
  useEffect(() => () => clock.clearTimeout(ttlTimer.current), [clock]);

  const status: SessionStatus = expired
    ? "expired"
    : loggedIn === null
      ? "unknown"
      : loggedIn
        ? "loggedIn"
        : "loggedOut";
  return { status, data: { loggedIn }, error: null, actions: { refresh, expireAfter } };
};
