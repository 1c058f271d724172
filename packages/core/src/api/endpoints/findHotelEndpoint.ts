import { post } from "../internal/endpointBuilders.js";
import { FindHotelRequest, HotelSuggestionListReply } from "../locations.js";

// Spec 000 §7 — locations.
/** `POST /backend/dynamic-packaging-hotel/find-hotel` with `{pattern, destinationId}`. */
export const findHotelEndpoint = post(
  () => "/backend/dynamic-packaging-hotel/find-hotel",
  FindHotelRequest,
  HotelSuggestionListReply,
);
