import { HotelFavouritesReply } from "../contact.js";
import { get } from "../internal/endpointBuilders.js";

// Spec 001 §7 — hotels and houses.
/** `GET /api/v1/hotel/favourites` — the visitor's favourite hotel ids (call not shown; marks a results page). */
export const hotelFavouritesEndpoint = get(() => "/api/v1/hotel/favourites", HotelFavouritesReply);
