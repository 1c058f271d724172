import { arrearsPollEnabled, arrearsPollIntervalMs, type DefaulterMessage, endpoints } from "@travesia/core";
import { Result } from "effect";
import { useEffect, useRef, useState } from "react";
import type { HookResult } from "../common/hookResult.js";
import { usePortalWorld } from "../provider/PortalProvider.js";
import { callEndpoint } from "../transport/callEndpoint.js";

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
  const { api, clock } = usePortalWorld();
  const enabled = arrearsPollEnabled(pathname);
  const logRef = useRef(log);
  logRef.current = log;
  const [state, setState] = useState<{ loaded: boolean; messages: readonly ArrearsMessage[] }>({
    loaded: false,
    messages: [],
  });

  useEffect(() => {
    if (!enabled) return;
    const controller = new AbortController();
    let handle: unknown;
    const poll = async () => {
      const reply = await callEndpoint(api, endpoints.defaulterMessage, [], { signal: controller.signal });
      if (controller.signal.aborted) return;
      if (Result.isSuccess(reply)) setState({ loaded: true, messages: reply.success.messages });
      else {
        logRef.current("arrears: get-defaulter-message failed", reply.failure);
        setState((previous) => ({ ...previous, loaded: true }));
      }
    };
    const tick = () => {
      void poll();
      handle = clock.setTimeout(tick, arrearsPollIntervalMs(delayMs));
    };
    tick();
    return () => {
      controller.abort();
      clock.clearTimeout(handle);
    };
  }, [api, clock, enabled, delayMs]);

  return {
    status: !enabled ? "off" : state.loaded ? "ready" : "loading",
    data: { messages: enabled ? state.messages : [] },
    error: null,
    actions: null,
  };
};
