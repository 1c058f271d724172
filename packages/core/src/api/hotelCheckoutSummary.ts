import * as Schema from "effect/Schema";
import { HotelCluster } from "./hotelCluster.js";

/**
 * Reply of `GET /api/v1/hotels/checkout/{tripProductId}` (not in the spec; the demo defines it): what a visitor
 * quoted, for the checkout summary page the demo quote's next URL (`/checkout/hotel/{tripProductId}`) lands on. A
 * real booking API whose next URL leads to its own checkout never receives it.
 *
 * Spec 001 §2 only says "redirect to the next-step URL given by the server"; the checkout itself belongs to the
 * booking API. Decision: the demo answers the quoted rate as a hotel cluster holding exactly that rate (so the
 * portal reads it with the same Schemas and view models as the rooms tab), with the stay and the currency the
 * prices are in. A rate this visitor did not quote is a 404.
 *
 * Houses (`/checkout/house/{tripProductId}`, the house quote's next URL) take the same reply: `product: "house"`, the
 * house as the house search answers it (a cluster holding its one rate for the stay) and `guests`, which the house's
 * trip product id (`V{houseId}-{YYYYMMDD}-{nights}-{guests}`) carries. Replies without `product` are hotel rates.
 */
export const HotelCheckoutSummaryReply = Schema.Struct({
  done: Schema.Boolean,
  /** What was quoted; absent means a hotel rate. */
  product: Schema.optional(Schema.Literals(["hotel", "house"])),
  tripProductId: Schema.String,
  /** `YYYY-MM-DD`. */
  checkIn: Schema.String,
  checkOut: Schema.String,
  /** The currency of the rate's prices. */
  currency: Schema.String,
  /** Houses: how many guests the stay is for. */
  guests: Schema.optional(Schema.Number),
  /** The hotel (or the house), its `rates` holding the quoted rate only. */
  hotel: HotelCluster,
});
export type HotelCheckoutSummaryReply = typeof HotelCheckoutSummaryReply.Type;
