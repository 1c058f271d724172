import * as Schema from "effect/Schema";
import { ApiAmount, ApiCodeName, ApiCount, ApiNumber } from "./apiPrimitives.js";
import { HotelBoard } from "./hotelRate.js";

/** Payload of `POST /api/v1/hotels/compare`: the comparison page's own URL (hotel ids and the search). Ours. */
export const HotelCompareRequest = Schema.Struct({ url: Schema.String });
export type HotelCompareRequest = typeof HotelCompareRequest.Type;

/**
 * What only the agency may read about a hotel's compared rate: the supplier, the net price and the commission. The
 * server sends it to B2B agents only; the client-safe comparison (`hotelCompareView(…, "client")`) never shows it.
 */
export const HotelCompareInternal = Schema.Struct({
  supplier: ApiCodeName,
  /** Net price of the stay (what the agency pays), in the reply's currency. */
  net: ApiAmount,
  /** The agency's commission on the stay: percent of the gross, and the amount. */
  commission: Schema.Struct({ percent: ApiNumber, amount: ApiAmount }),
});
export type HotelCompareInternal = typeof HotelCompareInternal.Type;

/**
 * One hotel of a comparison, with its cheapest rate for the search. Spec 001 §4 asks for a comparison without showing
 * it; the fields are the issue's: stars, review score, board, cancellation type and free-until date, price per night
 * and per stay with the tax status, distance to the point of interest, amenities.
 */
export const HotelCompareHotel = Schema.Struct({
  hotelDetailId: Schema.String,
  name: Schema.String,
  /** Category, 0 to 5. */
  stars: ApiNumber,
  image: Schema.optional(Schema.String),
  address: Schema.optional(Schema.String),
  /** Review-site score (1-5) and number of reviews. */
  review: Schema.optional(Schema.Struct({ score: ApiNumber, reviews: ApiCount })),
  board: HotelBoard,
  /** Spec 001 §4 type codes: G free, C with cost, NR non-refundable; `freeUntil` (`YYYY-MM-DD`) for G. */
  cancellation: Schema.Struct({
    type: Schema.Literals(["G", "C", "NR"]),
    freeUntil: Schema.optional(Schema.String),
  }),
  /** Gross prices of the cheapest rate: the whole stay, and one night. */
  price: Schema.Struct({ stay: ApiAmount, night: ApiAmount }),
  /** Whether the prices include taxes (spec 001 §4 'Precio con impuestos' / 'Precio sin impuestos'). */
  taxesIncluded: Schema.Boolean,
  /** Distance to the search's point of interest (or its centre). */
  distance: Schema.optional(Schema.Struct({ value: ApiNumber, unit: Schema.String })),
  amenities: Schema.Array(ApiCodeName),
  internal: Schema.optional(HotelCompareInternal),
});
export type HotelCompareHotel = typeof HotelCompareHotel.Type;

/** Reply of `POST /api/v1/hotels/compare` (ours): the hotels in the order asked, with the search's facts. */
export const HotelCompareReply = Schema.Struct({
  done: Schema.Boolean,
  currency: Schema.String,
  nights: ApiCount,
  /** What the distance is measured from: the point of interest's name, or the destination's. */
  distanceFrom: Schema.optional(Schema.String),
  hotels: Schema.Array(HotelCompareHotel),
});
export type HotelCompareReply = typeof HotelCompareReply.Type;
