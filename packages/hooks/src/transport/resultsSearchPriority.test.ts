import { describe, expect, it } from "vitest";
import { activityResults } from "../activityResults/activityResultsProduct.js";
import { bundleResults } from "../bundleResults/bundleResultsProduct.js";
import { circuitResults } from "../circuitResults/circuitResultsProduct.js";
import { flightResults } from "../flightResults/flightResultsProduct.js";
import { hotelResults, houseResults } from "../hotelResults/hotelResultsProduct.js";
import { packageResults } from "../packageResults/packageResultsProduct.js";
import { createPortalWorld } from "../provider/portalWorld.js";
import { memoryStorage } from "../provider/world.js";
import { transferResults } from "../transferResults/transferResultsProduct.js";
import type { Fetcher } from "./transport.js";

// A filter, sort or page click's search is one a person waits on: the results engine asks the product's fetch for
// priority "high" (useEarlyStart), and every product must hand it to the transport, which gives it to the fetcher.
const PRODUCTS = {
  hotelResults,
  houseResults,
  flightResults,
  packageResults,
  bundleResults,
  transferResults,
  activityResults,
  circuitResults,
} as const;

/** A search URL of the product's own shape is not needed: the call is recorded before any reply is read. */
const SEARCH_URL = {
  bundleResults: "/dynamicVacationBundle/search?month=2027-03",
} as const satisfies Partial<Record<keyof typeof PRODUCTS, string>>;

/** The fetch priority the fetcher was given for one call of `product`'s fetch with `priority`. */
const priorityOf = async (name: keyof typeof PRODUCTS, priority: RequestPriority | undefined) => {
  const seen: (RequestPriority | undefined)[] = [];
  const fetcher: Fetcher = async (_path, init) => {
    seen.push(init?.priority);
    return Response.json({});
  };
  const world = createPortalWorld({
    fetcher,
    storage: {
      local: memoryStorage(),
      session: memoryStorage(),
      cookies: { get: () => undefined, set: () => {} },
      onOtherTabChange: () => () => {},
    },
  });
  const url = name in SEARCH_URL ? SEARCH_URL[name as keyof typeof SEARCH_URL] : "/x";
  // The empty reply does not decode: only the request matters here.
  await PRODUCTS[name].fetch(world, url, new AbortController().signal, priority).catch(() => undefined);
  return seen;
};

describe("the results products' search", () => {
  for (const name of Object.keys(PRODUCTS) as (keyof typeof PRODUCTS)[]) {
    it(`${name}: an input's search leaves with priority "high", a page's first search with the browser's default`, async () => {
      expect(await priorityOf(name, "high")).toEqual(["high"]);
      expect(await priorityOf(name, undefined)).toEqual([undefined]);
    });
  }
});
