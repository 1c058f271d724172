import type { Context, MiddlewareHandler } from "hono";
import { bodyLimit } from "hono/body-limit";

/**
 * Largest request body any demo call reads, in bytes. The biggest real payload (a budget add at every field limit
 * of core's `BUDGET_FIELD_LIMITS`, about 4 KB) is well under it; anything larger is refused before a route reads it.
 */
export const DEMO_BODY_MAX_BYTES = 64 * 1024;

/**
 * Largest body of a search call, in bytes: these carry a results URL (`{url}`) or a search form, and a URL past
 * 8 KB is already refused by common servers and proxies, so twice that leaves room for every filter.
 */
export const SEARCH_BODY_MAX_BYTES = 16 * 1024;

/** The calls that take a search: a results URL in JSON or a search form post. */
export const SEARCH_BODY_PATHS = [
  "/api/v1/hotels/search",
  "/api/v1/hotels/offers",
  "/api/v1/hotels/searchMoreRateOptions",
  "/api/v1/hotels/compare",
  "/api/v1/houses/search",
  "/api/v1/flights/search",
  "/api/v1/flights/calendar",
  "/search/hotel",
  "/search/flight",
  "/search/flightsHotels",
  "/search/dynamicVacationBundle",
  "/dynamicVacationBundle/getAllResults",
] as const;

const tooLarge = (maxBytes: number) => (c: Context) =>
  c.json({ done: false, error: `body: larger than ${maxBytes} bytes`, field: "body" }, 413);

/**
 * Refuses a body over `maxBytes` with a 413 naming `body`, without reading it in full: a declared
 * `content-length` is checked before a byte is read, and a body without one (chunked) is counted while it streams
 * and dropped at the first byte over the limit.
 */
export const demoBodyLimit = (maxBytes: number): MiddlewareHandler =>
  bodyLimit({ maxSize: maxBytes, onError: tooLarge(maxBytes) });
