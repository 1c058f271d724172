import { type Context, Hono } from "hono";
import {
  demoAlternativeCurrency,
  demoBadRequest,
  demoCurrency,
  demoLanguage,
  demoNotFound,
} from "../../internal/demoRequest.js";
import { hotelClusterJson } from "../../internal/hotelReplies.js";
import { houseClusterJson } from "../../internal/houseReplies.js";
import { houseFacts, rateFacts } from "../../internal/inventoryFacts.js";
import { demoConvertMinor } from "../../inventory/money.js";
import type { DemoEnv } from "../context.js";
import { quotedByVisitor } from "../quotedRates.js";

/** A house trip product id's shape (`V{houseId}-{YYYYMMDD}-{nights}-{guests}`); hotel rate ids never start with V. */
const HOUSE_PRODUCT = /^V\d{7}-\d{8}-\d{1,2}-\d{1,2}$/;

const houseSummary = (c: Context<DemoEnv>, id: string) => {
  const demo = c.get("demo");
  if (!HOUSE_PRODUCT.test(id))
    return demoBadRequest(c, "tripProductId", `expected V{houseId}-{YYYYMMDD}-{nights}-{guests}, got ${id}`);
  const facts = houseFacts(demo.inventory, id);
  if (facts === undefined) return demoNotFound(c, "tripProductId", `unknown house stay ${id}`);
  if (!quotedByVisitor(demo, c.get("visitorId"), id))
    return demoNotFound(c, "tripProductId", `house stay ${id} was not quoted by this visitor`);
  const currency = demoCurrency(c);
  return c.json({
    done: true,
    product: "house",
    tripProductId: id,
    checkIn: facts.checkIn,
    checkOut: facts.checkOut,
    currency,
    guests: facts.guests,
    hotel: houseClusterJson(facts.house, {
      checkIn: facts.checkIn,
      nights: facts.nights,
      guests: facts.guests,
      usdMinor: facts.usdMinor,
      totalMinor: demoConvertMinor(facts.usdMinor, currency),
      alternativeCurrency: demoAlternativeCurrency(currency),
      language: demoLanguage(c),
    }),
  });
};

/**
 * The demo's checkout summary (core's `HotelCheckoutSummaryReply`): `GET /api/v1/hotels/checkout/{tripProductId}`
 * answers a rate or a house stay this visitor quoted — the hotel with that one rate (or the house with its rate for
 * the stay, `product: "house"` and `guests`), the stay and the currency — so the quote's next URL
 * (`/checkout/hotel/{id}`, `/checkout/house/{id}`) lands on a page showing what was quoted. Any other id is a 404; a
 * `V…` id that is not a house stay's shape is a 400.
 */
export const checkoutRoutes = new Hono<DemoEnv>().get("/api/v1/hotels/checkout/:product", (c) => {
  const demo = c.get("demo");
  const id = c.req.param("product");
  if (id.startsWith("V")) return houseSummary(c, id);
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
