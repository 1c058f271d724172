import { HotelFavouriteReply } from "../contact.js";
import { get, seg } from "../internal/endpointBuilders.js";

// Spec 001 §7 — hotels and houses.
/** `GET /api/v1/del/hotel/favourite/{hotelDetailId}`. */
export const hotelFavouriteDeleteEndpoint = get(
  (hotelDetailId: string) => `/api/v1/del/hotel/favourite/${seg(hotelDetailId)}`,
  HotelFavouriteReply,
);
