import { useQuery } from "@tanstack/react-query";
import { type DefaulterMessage, defaulterMessageEndpoint } from "@travesia/core";
import { useEffect, useRef } from "react";
import type { HookResult } from "../common/hookResult.js";
import { arrearsPollPolicy } from "../query/asyncPolicies.js";
import { fetchEndpoint } from "../query/fetchEndpoint.js";
import { usePortalQuery } from "../query/portalQueryClient.js";

/** One arrears message (spec 002 §3 "Defaulter message: message, msgLevel"): core's `DefaulterMessage`, server text. */
export type ArrearsMessage = DefaulterMessage;

/** What {@link useArrears} returns: `off` on the login page. */
export type ArrearsResult = HookResult<
  "off" | "loading" | "ready",
  { readonly messages: readonly ArrearsMessage[] },
  null
>;

/** Options of {@link useArrears}. */
export interface ArrearsOptions {
  /** The current page's path: spec 000 §2 "/login/ … the arrears bar is not polled here". */
  readonly pathname: string;
  /** A configured delay (ms); spec 002 §7 "repeated every 300000 ms unless a delay is set". */
  readonly delayMs?: number;
  /** Where fetch errors go: spec 002 §7 "An arrears fetch error is only logged." Defaults to `console.warn`. */
  readonly log?: (message: string, detail: unknown) => void;
}

/**
 * The payment-arrears bar's data: polls `GET /api/get-defaulter-message` now and every 300000 ms (core's
 * `arrearsPollIntervalMs`), never on /login (core's `arrearsPollEnabled`). A failed poll keeps the last messages
 * and is only logged.
 *
 * @example
 * const arrears = useArrears({ pathname: location.pathname });
 * arrears.data.messages.map((m) => <Bar level={m.msgLevel}>{m.message}</Bar>);
 */
export const useArrears = ({ pathname, delayMs, log = console.warn }: ArrearsOptions): ArrearsResult => {
  const { world, client } = usePortalQuery();
  const policy = arrearsPollPolicy(pathname, delayMs);
  const query = useQuery(
    {
      queryKey: ["arrears"],
      queryFn: ({ signal }) => fetchEndpoint(world.api, defaulterMessageEndpoint, [], { signal }),
      ...policy,
    },
    client,
  );
  const logRef = useRef(log);
  logRef.current = log;
  useEffect(() => {
    if (query.errorUpdatedAt > 0) logRef.current("arrears: get-defaulter-message failed", query.error);
  }, [query.errorUpdatedAt, query.error]);

  const settled = query.dataUpdatedAt > 0 || query.errorUpdatedAt > 0;
  return {
    status: !policy.enabled ? "off" : settled ? "ready" : "loading",
    data: { messages: policy.enabled ? (query.data?.messages ?? []) : [] },
    error: null,
    actions: null,
  };
};
