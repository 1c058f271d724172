import { HotelFavouriteReply } from "../contact.js";
import { get, seg } from "../internal/endpointBuilders.js";

// Spec 001 §7 — hotels and houses.
/** `GET /api/v1/add/hotel/favourite/{hotelDetailId}`. */
export const hotelFavouriteAddEndpoint = get(
  (hotelDetailId: string) => `/api/v1/add/hotel/favourite/${seg(hotelDetailId)}`,
  HotelFavouriteReply,
);
