import { HotelShareEmailReply, HotelShareEmailRequest } from "../contact.js";
import { post } from "../internal/endpointBuilders.js";

// Spec 001 §7 — hotels and houses.
/** `POST /hotel/email`. */
export const hotelEmailEndpoint = post(() => "/hotel/email", HotelShareEmailRequest, HotelShareEmailReply);
