import type { MiddlewareHandler } from "hono";
import { isHttpsRequest } from "./requestOrigin.js";
import { hardenResponseCookies } from "./sessionCookies.js";

/** How long browsers keep to HTTPS once they saw it (one year), sent only on HTTPS responses. */
const STRICT_TRANSPORT_MAX_AGE = 31_536_000;

/**
 * The fixed security headers of every response, beside the Content-Security-Policy: no MIME sniffing, other
 * origins get only our origin as referrer, no framing (for browsers without `frame-ancestors`), and a browsing
 * context of its own.
 */
export const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  "x-content-type-options": "nosniff",
  "referrer-policy": "strict-origin-when-cross-origin",
  "x-frame-options": "DENY",
  "cross-origin-opener-policy": "same-origin",
};

/**
 * The security headers of every response, whatever answered it (a portal file, the demo API, the booking API
 * through the forwarder): the given Content-Security-Policy, {@link SECURITY_HEADERS}, HSTS over HTTPS, and
 * hardened cookies (`hardenSetCookie`).
 */
export const securityHeaders =
  (contentSecurityPolicy: string): MiddlewareHandler =>
  async (c, next) => {
    await next();
    const https = isHttpsRequest(c.req.url, c.req.header("x-forwarded-proto"));
    const headers = c.res.headers;
    headers.set("content-security-policy", contentSecurityPolicy);
    for (const [name, value] of Object.entries(SECURITY_HEADERS)) headers.set(name, value);
    if (https) headers.set("strict-transport-security", `max-age=${STRICT_TRANSPORT_MAX_AGE}`);
    hardenResponseCookies(headers, { https });
  };
