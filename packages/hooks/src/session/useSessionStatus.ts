import { useQuery } from "@tanstack/react-query";
import { SESSION_STATUS_POLL_MS, sessionExpiresAt, sessionStatusEndpoint, sessionStatusExpired } from "@travesia/core";
import { useCallback, useEffect, useRef } from "react";
import type { HookResult } from "../common/hookResult.js";
import { usePortalStore } from "../provider/PortalProvider.js";
import { sessionStatusPollPolicy } from "../query/asyncPolicies.js";
import { fetchEndpoint } from "../query/fetchEndpoint.js";
import { usePortalQuery } from "../query/portalQueryClient.js";

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
  const { world, client } = usePortalQuery();
  const { api, clock, stores } = world;
  const expired = usePortalStore("user", (state) => state.expired);
  const query = useQuery(
    {
      queryKey: ["sessionStatus"],
      queryFn: ({ signal }) => fetchEndpoint(api, sessionStatusEndpoint, [], { signal }),
      ...sessionStatusPollPolicy(pollMs),
    },
    client,
  );
  const loggedIn = query.data?.loggedIn ?? null;
  // Every reply counts, even one equal to the last: the user may have signed in since.
  useEffect(() => {
    if (query.dataUpdatedAt === 0 || loggedIn === null) return;
    if (sessionStatusExpired(stores.user.getState().status === "signedIn", loggedIn))
      stores.user.setState({ expired: true });
  }, [query.dataUpdatedAt, loggedIn, stores]);
  const { refetch } = query;
  const refresh = useCallback(async () => {
    await refetch();
  }, [refetch]);

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
