import type { MiddlewareHandler } from "hono";
import { isHttpsRequest } from "./requestOrigin.js";
import { hardenResponseCookies } from "./sessionCookies.js";

/** How long browsers keep to HTTPS once they saw it (one year), sent only on HTTPS responses. */
const STRICT_TRANSPORT_MAX_AGE = 31_536_000;

/**
 * The security headers of every response, whatever answered it (a portal file, the demo API, the booking API
 * through the forwarder): the given Content-Security-Policy, `nosniff`, a referrer policy that sends other origins
 * only our origin, no framing, a browsing context of its own, HSTS over HTTPS, and hardened cookies
 * (`hardenSetCookie`).
 */
export const securityHeaders =
  (contentSecurityPolicy: string): MiddlewareHandler =>
  async (c, next) => {
    await next();
    const https = isHttpsRequest(c.req.url, c.req.header("x-forwarded-proto"));
    const headers = c.res.headers;
    headers.set("content-security-policy", contentSecurityPolicy);
    headers.set("x-content-type-options", "nosniff");
    headers.set("referrer-policy", "strict-origin-when-cross-origin");
    headers.set("x-frame-options", "DENY");
    headers.set("cross-origin-opener-policy", "same-origin");
    if (https) headers.set("strict-transport-security", `max-age=${STRICT_TRANSPORT_MAX_AGE}`);
    hardenResponseCookies(headers, { https });
  };
