import { FlightRulesReply } from "../flightSearchReply.js";
import { get, seg } from "../internal/endpointBuilders.js";

// Spec 002 §7 — flights, packages, bundles, downloads, arrears.
/** `GET /api/v1/flights/rules/{tripProductIds comma-separated}`. */
export const flightRulesEndpoint = get(
  (tripProductIds: readonly string[]) => `/api/v1/flights/rules/${tripProductIds.map(seg).join(",")}`,
  FlightRulesReply,
);
