import type { IncomingMessage } from "node:http";
import { API_CALL_DEADLINE_MS } from "@travesia/core";
import { type Context, Hono } from "hono";
import { proxy } from "hono/proxy";
import { isForwardedPath } from "./forwardedPaths.js";
import { isHttpsRequest } from "./security/requestOrigin.js";
import { hardenResponseCookies } from "./security/sessionCookies.js";

/** How the forwarder reaches the booking API; tests may pass their own `fetch`. */
export interface ForwardOptions {
  /** The booking API's origin (`bookingApiOrigin`). */
  readonly origin: string;
  readonly fetch?: typeof fetch;
  /**
   * How long one call may take, reply headers and whole body, before the forwarder aborts it upstream and answers
   * 504: core's `API_CALL_DEADLINE_MS` unless the operator set `TRAVESIA_API_DEADLINE_MS`.
   */
  readonly deadlineMs?: number;
}

/** The visitor's address when the request came over a socket (`@hono/node-server`), else undefined. */
const remoteAddress = (c: Context): string | undefined =>
  (c.env as { incoming?: IncomingMessage } | undefined)?.incoming?.socket.remoteAddress;

/** The reason the forwarder aborts a call that overran its deadline, told apart from any other failure. */
class DeadlineExceeded extends Error {}

/**
 * Event streams (the realtime `/api/events`) stay open by design: they are passed through as they come, bounded by
 * the visitor's connection rather than by the deadline, which only waits for their headers.
 */
const isEventStream = (reply: Response) => reply.headers.get("content-type")?.startsWith("text/event-stream") ?? false;

/**
 * The booking API behind the portal's server: every path of `FORWARDED_PATHS` goes to `origin` with its method,
 * query, headers (cookies included) and body, and its reply comes back with its status, headers, cookies and body.
 * Redirects come back to the browser rather than being followed here. The API learns where the visitor was through
 * `X-Forwarded-Host`, `X-Forwarded-Proto` and `X-Forwarded-For`; a `Domain` on its cookies is dropped so that the
 * browser keeps them for the portal's host. Any other path answers 404.
 *
 * A reply is read whole before it is sent on, so that the browser gets either the complete reply or a complete error
 * of the portal's own: an API that does not answer, headers and body, within `deadlineMs` is aborted and answers 504;
 * an API that cannot be reached, or drops the connection in the middle of its reply, answers 502. Only event streams
 * are passed through as they come.
 */
export const forwardToBookingApi = (options: ForwardOptions) =>
  new Hono().all("*", async (c) => {
    const url = new URL(c.req.url);
    if (!isForwardedPath(url.pathname)) return c.json({ done: false, error: "not found" }, 404);
    const headers = new Headers(c.req.raw.headers);
    const https = isHttpsRequest(c.req.url, c.req.header("x-forwarded-proto"));
    headers.delete("host");
    headers.set("x-forwarded-host", c.req.header("x-forwarded-host") ?? url.host);
    headers.set("x-forwarded-proto", https ? "https" : "http");
    const address = remoteAddress(c);
    if (address !== undefined) {
      const earlier = c.req.header("x-forwarded-for");
      headers.set("x-forwarded-for", earlier === undefined ? address : `${earlier}, ${address}`);
    }
    const deadlineMs = options.deadlineMs ?? API_CALL_DEADLINE_MS;
    // One signal for the upstream call: the visitor going away, or the deadline.
    const upstream = new AbortController();
    const visitor = c.req.raw.signal;
    const leave = () => upstream.abort(visitor.reason);
    visitor.addEventListener("abort", leave, { once: true });
    const timer = setTimeout(() => upstream.abort(new DeadlineExceeded()), deadlineMs);
    let streaming = false;
    try {
      const reply = await proxy(new URL(`${url.pathname}${url.search}`, options.origin), {
        raw: c.req.raw,
        headers,
        redirect: "manual",
        signal: upstream.signal,
        customFetch: options.fetch,
      });
      hardenResponseCookies(reply.headers, { https, dropDomain: true });
      if (isEventStream(reply)) {
        streaming = true;
        return reply;
      }
      const body = reply.body === null ? null : await reply.arrayBuffer();
      // The body is read: the length the API announced may not be what arrived (its encoding was undone).
      reply.headers.delete("content-length");
      return new Response(body, { status: reply.status, statusText: reply.statusText, headers: reply.headers });
    } catch (error) {
      if (visitor.aborted) throw error;
      if (upstream.signal.reason instanceof DeadlineExceeded) {
        console.error(`booking API at ${options.origin} gave no complete reply to ${url.pathname} in ${deadlineMs} ms`);
        return c.json({ done: false, error: "booking API timed out" }, 504);
      }
      console.error(`booking API unreachable at ${options.origin}:`, error);
      return c.json({ done: false, error: "booking API unreachable" }, 502);
    } finally {
      clearTimeout(timer);
      // A stream's upstream call ends when the visitor leaves.
      if (!streaming) visitor.removeEventListener("abort", leave);
    }
  });
