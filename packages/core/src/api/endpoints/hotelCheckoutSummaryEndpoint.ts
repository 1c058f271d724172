import { HotelCheckoutSummaryReply } from "../hotelCheckoutSummary.js";
import { get, seg } from "../internal/endpointBuilders.js";

// Spec 001 §7 — hotels and houses.
/** `GET /api/v1/hotels/checkout/{tripProductId}` — a quoted rate, for the checkout summary page (the demo defines it). */
export const hotelCheckoutSummaryEndpoint = get(
  (tripProductId: string) => `/api/v1/hotels/checkout/${seg(tripProductId)}`,
  HotelCheckoutSummaryReply,
);
