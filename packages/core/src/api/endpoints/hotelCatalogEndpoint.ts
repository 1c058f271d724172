import { HotelCatalogReply } from "../hotelSearchReply.js";
import { get, seg } from "../internal/endpointBuilders.js";

// Spec 001 §7 — hotels and houses.
/** `GET /api/v1/hotels/catalog/{hotelDetailId}`. */
export const hotelCatalogEndpoint = get(
  (hotelDetailId: string) => `/api/v1/hotels/catalog/${seg(hotelDetailId)}`,
  HotelCatalogReply,
);
