import type { PageFirstCall } from "@travesia/core";
import { requestInit } from "./requestInit.js";
import type { Fetcher } from "./transport.js";

/** How long a call started early waits for the page to ask for it; after that the page's request goes out itself. */
export const EARLY_CALL_WAIT_MS = 30_000;

/**
 * Calls sent before the portal's modules have loaded (a page's first calls, core's `pageFirstCalls`), each kept for
 * the first identical request of the portal's transport, which takes its reply instead of sending its own.
 */
export interface EarlyCalls {
  /**
   * Sends `call` now (the transport's very request: `requestInit`) and keeps its reply for {@link adopting}; returns
   * the reply, to read a clone of (the adopter reads the reply itself).
   */
  readonly start: (call: PageFirstCall) => Promise<Response>;
  /**
   * `fetcher`, except that the first request equal to a started call (method, path and body) takes that call's reply,
   * once; its signal, if aborted, aborts that call. Any other request, or one after the wait, goes out as it is.
   */
  readonly adopting: (fetcher: Fetcher) => Fetcher;
}

interface Started {
  readonly reply: Promise<Response>;
  readonly abort: AbortController;
  readonly at: number;
}

const keyOf = (method: string, path: string, body: unknown) =>
  `${method} ${path}\n${typeof body === "string" ? body : ""}`;

/**
 * A registry of early calls over `send` (the browser's `fetch`); `now` reads the time (the wait's start and end).
 *
 * @example
 * const early = earlyCalls(fetch);
 * for (const call of pageFirstCalls(location.pathname + location.search)) early.start(call); // before the portal
 * createPortalWorld({ fetcher: early.adopting(portalFetcher()), storage }); // its search takes that reply
 */
export const earlyCalls = (send: Fetcher, now: () => number = Date.now): EarlyCalls => {
  const started = new Map<string, Started>();
  return {
    start: (call) => {
      const init = requestInit(call.method, call.body);
      const key = keyOf(call.method, call.path, init.body);
      const known = started.get(key);
      if (known !== undefined) return known.reply;
      const abort = new AbortController();
      const reply = send(call.path, { ...init, signal: abort.signal });
      // A failure is the adopter's to read; unadopted, it is nobody's.
      reply.catch(() => undefined);
      started.set(key, { reply, abort, at: now() });
      return reply;
    },
    adopting: (fetcher) => (path, init) => {
      const key = keyOf(init?.method ?? "GET", path, init?.body);
      const call = started.get(key);
      if (call === undefined) return fetcher(path, init);
      started.delete(key);
      if (now() - call.at > EARLY_CALL_WAIT_MS) return fetcher(path, init);
      const signal = init?.signal;
      if (signal?.aborted) call.abort.abort();
      signal?.addEventListener("abort", () => call.abort.abort(), { once: true });
      return call.reply;
    },
  };
};
