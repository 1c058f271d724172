import { type Context, Hono } from "hono";
import { houseProductKnown, rateFacts, rateNeedsCancellationFees } from "../../internal/inventoryFacts.js";
import type { DemoEnv } from "../context.js";
import { recordQuotedRate } from "../quotedRates.js";
import { scenarioActive } from "../scenario.js";
import { visitorState } from "../visitor.js";

/** How many times the `quote-flaky` scenario fails before it succeeds (the portal retries up to 3 times). */
export const QUOTE_FLAKY_FAILURES = 2;

const TRIP_PRODUCT_ID = /^[A-Za-z0-9_.:-]{1,120}$/;
const HOUSE_QUERY = "accommodationType=HouseOrApartment";

/** Reads the `{tripProductID}` segment, which for houses carries `?accommodationType=HouseOrApartment` encoded. */
const readProductSegment = (segment: string): { readonly id: string; readonly house: boolean } | undefined => {
  let decoded = segment;
  try {
    decoded = decodeURIComponent(segment);
  } catch {
    return undefined;
  }
  const at = decoded.indexOf("?");
  const id = at < 0 ? decoded : decoded.slice(0, at);
  const query = at < 0 ? "" : decoded.slice(at + 1);
  if (query !== "" && query !== HOUSE_QUERY) return undefined;
  return TRIP_PRODUCT_ID.test(id) ? { id, house: query === HOUSE_QUERY } : undefined;
};

const quote = (
  c: Context<DemoEnv>,
  segment: string,
  alternativesSegment: string | undefined,
  houseByQuery: boolean,
) => {
  const product = readProductSegment(segment);
  if (product === undefined) {
    return c.json(
      { done: false, error: "tripProductID: Hotel ID can't be empty or malformed", field: "tripProductID" },
      400,
    );
  }
  const alternatives = alternativesSegment === undefined ? [] : alternativesSegment.split(",").map((id) => id.trim());
  if (alternatives.some((id) => !TRIP_PRODUCT_ID.test(id))) {
    return c.json(
      { done: false, error: "alternativeProductIds: expected comma-separated ids", field: "alternativeProductIds" },
      400,
    );
  }
  const house = product.house || houseByQuery;
  const demo = c.get("demo");
  const now = demo.now().getTime();
  const known = house
    ? houseProductKnown(demo.inventory, product.id)
    : rateFacts(demo.inventory, product.id) !== undefined;
  if (!known)
    return c.json({ done: false, error: `tripProductID: unknown ${house ? "house" : "rate"} ${product.id}` }, 404);
  if (scenarioActive(c, "quote-500")) return c.json({ done: false, error: "quote failed" }, 500);
  if (scenarioActive(c, "quote-fail")) return c.json({ done: false, error: "quote unavailable" }, 503);
  if (scenarioActive(c, "quote-flaky")) {
    const state = visitorState(demo, c.get("visitorId"));
    const key = `quote-flaky:${product.id}`;
    const failures = Number(state.get(key) ?? "0");
    if (failures < QUOTE_FLAKY_FAILURES) {
      state.set(key, String(failures + 1));
      return c.json({ done: false, error: "quote unavailable" }, 503);
    }
    state.delete(key);
  }
  const user = c.get("user");
  if (scenarioActive(c, "out-of-limit") || user?.outOfLimit === true) {
    return c.json({ done: false, outOfLimit: true, deadlineReached: false, alternativeRate: false });
  }
  if (
    scenarioActive(c, "deadline-reached") ||
    (user?.onlyWithoutCancellationFees === true && rateNeedsCancellationFees(demo.inventory, product.id, now))
  ) {
    return c.json({ done: false, outOfLimit: false, deadlineReached: true, alternativeRate: false });
  }
  const kind = house ? "house" : "hotel";
  // The checkout summary (`routes/checkout.ts`) shows only what this visitor quoted, hotel rate or house stay.
  const quoted = alternatives[0] !== undefined && scenarioActive(c, "alternative-rate") ? alternatives[0] : product.id;
  recordQuotedRate(demo, c.get("visitorId"), quoted);
  if (scenarioActive(c, "alternative-rate")) {
    const chosen = alternatives[0] ?? product.id;
    return c.json({
      done: true,
      next: `/checkout/${kind}/${encodeURIComponent(chosen)}?alternative=true`,
      alternativeRate: true,
      deadlineReached: false,
      outOfLimit: false,
    });
  }
  return c.json({
    done: true,
    next: `/checkout/${kind}/${encodeURIComponent(product.id)}`,
    alternativeRate: false,
    deadlineReached: false,
    outOfLimit: false,
  });
};

/**
 * Quotes (spec 001 §7): `GET /checkout/quote/hotel/{tripProductID}`, `…/{tripProductID}/{alternativeProductIds}`
 * and the house variant `…/{tripProductID}%3FaccommodationType=HouseOrApartment`. Replies `next`, or
 * `deadlineReached` / `outOfLimit` (blocked, `done: false`), or `alternativeRate` with its `next`; failures are
 * 500 (not retried) or 503 (retried) through scenarios.
 */
export const quoteRoutes = new Hono<DemoEnv>()
  .get("/checkout/quote/hotel/:product", (c) =>
    quote(c, c.req.param("product"), undefined, c.req.query("accommodationType") === "HouseOrApartment"),
  )
  .get("/checkout/quote/hotel/:product/:alternatives", (c) =>
    quote(
      c,
      c.req.param("product"),
      c.req.param("alternatives"),
      c.req.query("accommodationType") === "HouseOrApartment",
    ),
  );
