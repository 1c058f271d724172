import { endpoints } from "@travesia/core";
import type { MiddlewareHandler } from "hono";
import { PUBLIC_FILE_PREFIXES, ruleCovers, ruleOfEndpoint } from "../forwardedPaths.js";
import { publicOrigin } from "./requestOrigin.js";

/**
 * The spec's calls that change state although the spec makes them GETs (spec 000 §7 budget delete, spec 001 §7
 * favourites and quotes): a request the browser did not start from a page may not make them either.
 */
const STATE_CHANGING_READS = [
  endpoints.budgetDelete,
  endpoints.hotelFavouriteAdd,
  endpoints.hotelFavouriteDelete,
  endpoints.hotelQuote,
  endpoints.houseQuote,
].map(ruleOfEndpoint);

const SAFE_METHODS = new Set(["GET", "HEAD"]);

/** What the guard needs to know about a request that reached the API. */
export interface GuardedRequest {
  readonly method: string;
  /** Raw path, without the query. */
  readonly path: string;
  /** `Sec-Fetch-Site` (Fetch Metadata), sent by current browsers to HTTPS origins and to localhost. */
  readonly secFetchSite: string | undefined;
  /** `Origin`, sent by browsers with every POST and every cross-origin fetch. */
  readonly origin: string | undefined;
  /** `Referer`, for browsers that send neither of the above. */
  readonly referer: string | undefined;
  /** This server's origin as the browser sees it (`publicOrigin`). */
  readonly ownOrigin: string;
}

/** Allowed, or refused with the reason the 403 reply gives. */
export type CrossSiteVerdict = { readonly allowed: true } | { readonly allowed: false; readonly reason: string };

const ALLOWED: CrossSiteVerdict = { allowed: true };
const refused = (reason: string): CrossSiteVerdict => ({ allowed: false, reason });

const originOf = (url: string): string | undefined => {
  try {
    return new URL(url).origin;
  } catch {
    return undefined;
  }
};

/**
 * Whether a request to the API may go on. Every API path reads private data or changes state, except public
 * image files; so only the portal's own pages may call it:
 *
 * - `Sec-Fetch-Site: same-origin` goes on; `same-site` and `cross-site` (a link, form or fetch on another site,
 *   even a top-level navigation carrying a SameSite=Lax cookie) are refused; `none` (an address typed or
 *   bookmarked) may only read, and not the reads that change state (budget delete, favourites, quotes).
 * - Without Fetch Metadata (an older browser, or plain HTTP to a host other than localhost), an `Origin` must be
 *   this server's own; without it, a `Referer` from another origin is refused.
 * - A request with none of these headers is not from a browser page (a script, a test, a server) and goes on.
 *
 * @example crossSiteVerdict({ method: "GET", path: "/api/budget/delete/7", secFetchSite: "cross-site", origin: undefined, referer: undefined, ownOrigin: "http://127.0.0.1:4400" }).allowed // false
 */
export const crossSiteVerdict = (request: GuardedRequest): CrossSiteVerdict => {
  const safe = SAFE_METHODS.has(request.method.toUpperCase());
  if (safe && PUBLIC_FILE_PREFIXES.some((prefix) => request.path.startsWith(prefix))) return ALLOWED;
  const site = request.secFetchSite?.trim().toLowerCase();
  if (site !== undefined && site !== "") {
    if (site === "same-origin") return ALLOWED;
    if (site === "none") {
      if (safe && !STATE_CHANGING_READS.some((rule) => ruleCovers(rule, request.path))) return ALLOWED;
      return refused("a request not started from the portal's pages (Sec-Fetch-Site: none) may only read");
    }
    return refused(`a request started by another site (Sec-Fetch-Site: ${site}) may not call the API`);
  }
  if (request.origin !== undefined) {
    if (request.origin.toLowerCase() === request.ownOrigin) return ALLOWED;
    return refused(`a request from another origin (Origin: ${request.origin}) may not call the API`);
  }
  if (request.referer !== undefined) {
    const from = originOf(request.referer);
    if (from !== undefined && from !== request.ownOrigin) {
      return refused(`a request from another origin (Referer: ${from}) may not call the API`);
    }
  }
  return ALLOWED;
};

/**
 * Refuses cross-site requests to the API with 403 `{ done: false, error, reason }` ({@link crossSiteVerdict}).
 * Mounted behind the portal's files and pages, which any site may link to.
 */
export const crossSiteGuard = (): MiddlewareHandler => async (c, next) => {
  const verdict = crossSiteVerdict({
    method: c.req.method,
    path: new URL(c.req.url).pathname,
    secFetchSite: c.req.header("sec-fetch-site"),
    origin: c.req.header("origin"),
    referer: c.req.header("referer"),
    ownOrigin: publicOrigin(c.req.url, c.req.header("x-forwarded-proto"), c.req.header("x-forwarded-host")),
  });
  if (!verdict.allowed) {
    return c.json({ done: false, error: "cross-site request refused", reason: verdict.reason }, 403);
  }
  await next();
};
