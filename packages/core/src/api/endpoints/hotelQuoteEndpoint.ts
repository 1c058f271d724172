import { HotelQuoteReply } from "../hotelCancellationPolicy.js";
import { get, seg } from "../internal/endpointBuilders.js";

// Spec 001 §7 — hotels and houses.
/** `GET /checkout/quote/hotel/{tripProductID}`, plus `/{alternativeProductIds}` (comma-joined) when present. */
export const hotelQuoteEndpoint = get(
  (tripProductID: string, alternativeProductIds: readonly string[] = []) =>
    `/checkout/quote/hotel/${seg(tripProductID)}${
      alternativeProductIds.length > 0 ? `/${alternativeProductIds.map(seg).join(",")}` : ""
    }`,
  HotelQuoteReply,
);
