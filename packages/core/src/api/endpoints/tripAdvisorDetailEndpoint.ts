import { get, seg } from "../internal/endpointBuilders.js";
import { TripAdvisorDetailReply } from "../locations.js";

// Spec 000 §7 — locations.
/** `GET /hotel/detail/tripadvisor/{lang}/{hotelId}`. */
export const tripAdvisorDetailEndpoint = get(
  (lang: string, hotelId: string) => `/hotel/detail/tripadvisor/${seg(lang)}/${seg(hotelId)}`,
  TripAdvisorDetailReply,
);
