import { HotelShareEmailReply, HotelShareEmailRequest } from "../contact.js";
import { post } from "../internal/endpointBuilders.js";

// Spec 001 §7 — hotels and houses.
/** `POST /hotel/emailPDF`. */
export const hotelEmailPdfEndpoint = post(() => "/hotel/emailPDF", HotelShareEmailRequest, HotelShareEmailReply);
