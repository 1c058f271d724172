import { HotelPoliticsReply } from "../hotelCancellationPolicy.js";
import { get, seg } from "../internal/endpointBuilders.js";

// Spec 001 §7 — hotels and houses.
/** `GET /api/v1/hotels/politics/{tripProductId}/{momentFormat}/false`. */
export const hotelPoliticsEndpoint = get(
  (tripProductId: string, momentFormat: string) =>
    `/api/v1/hotels/politics/${seg(tripProductId)}/${seg(momentFormat)}/false`,
  HotelPoliticsReply,
);
