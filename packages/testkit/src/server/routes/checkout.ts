import { Hono } from "hono";
import { demoAlternativeCurrency, demoCurrency, demoLanguage, demoNotFound } from "../../internal/demoRequest.js";
import { hotelClusterJson } from "../../internal/hotelReplies.js";
import { rateFacts } from "../../internal/inventoryFacts.js";
import type { DemoEnv } from "../context.js";
import { quotedByVisitor } from "../quotedRates.js";

/**
 * The demo's checkout summary (core's `HotelCheckoutSummaryReply`): `GET /api/v1/hotels/checkout/{tripProductId}`
 * answers a rate this visitor quoted — the hotel with that one rate, the stay and the currency — so the quote's next
 * URL (`/checkout/hotel/{id}`) lands on a page showing what was quoted. Any other rate is a 404.
 */
export const checkoutRoutes = new Hono<DemoEnv>().get("/api/v1/hotels/checkout/:product", (c) => {
  const demo = c.get("demo");
  const id = c.req.param("product");
  const facts = rateFacts(demo.inventory, id);
  if (facts === undefined) return demoNotFound(c, "tripProductId", `unknown rate ${id}`);
  if (!quotedByVisitor(demo, c.get("visitorId"), id))
    return demoNotFound(c, "tripProductId", `rate ${id} was not quoted by this visitor`);
  const currency = demoCurrency(c);
  const context = { currency, alternativeCurrency: demoAlternativeCurrency(currency), language: demoLanguage(c) };
  return c.json({
    done: true,
    tripProductId: id,
    checkIn: facts.stay.checkIn,
    checkOut: facts.stay.checkOut,
    currency,
    hotel: hotelClusterJson(facts.hotel, [facts.rate], context, { withDetail: false, distanceKm: null }),
  });
});
