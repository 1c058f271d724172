import type { IncomingMessage } from "node:http";
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
}

/** The visitor's address when the request came over a socket (`@hono/node-server`), else undefined. */
const remoteAddress = (c: Context): string | undefined =>
  (c.env as { incoming?: IncomingMessage } | undefined)?.incoming?.socket.remoteAddress;

/**
 * The booking API behind the portal's server: every path of `FORWARDED_PATHS` goes to `origin` with its method,
 * query, headers (cookies included) and body, and its reply comes back as it is: status, headers, cookies and
 * body, streamed (the realtime events stream stays open). Redirects come back to the browser rather than being
 * followed here. The API learns where the visitor was through `X-Forwarded-Host`, `X-Forwarded-Proto` and
 * `X-Forwarded-For`; a `Domain` on its cookies is dropped so that the browser keeps them for the portal's host.
 * Any other path answers 404; an unreachable API answers 502.
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
    try {
      const reply = await proxy(new URL(`${url.pathname}${url.search}`, options.origin), {
        raw: c.req.raw,
        headers,
        redirect: "manual",
        customFetch: options.fetch,
      });
      hardenResponseCookies(reply.headers, { https, dropDomain: true });
      return reply;
    } catch (error) {
      if (c.req.raw.signal.aborted) throw error;
      console.error(`booking API unreachable at ${options.origin}:`, error);
      return c.json({ done: false, error: "booking API unreachable" }, 502);
    }
  });
