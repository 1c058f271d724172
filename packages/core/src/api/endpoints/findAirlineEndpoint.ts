import { post } from "../internal/endpointBuilders.js";
import { AirlineListReply, PatternRequest } from "../locations.js";

// Spec 000 §7 — locations.
/** `POST /backend/dynamic-packaging-flight/find-airline` with `{pattern}`. */
export const findAirlineEndpoint = post(
  () => "/backend/dynamic-packaging-flight/find-airline",
  PatternRequest,
  AirlineListReply,
);
