import { FlightSearchReply, FlightSearchRequest } from "../flightSearchReply.js";
import { FlightSolution } from "../flightSolution.js";
import { post } from "../internal/endpointBuilders.js";
import { RESULTS_LIST_LIMIT } from "../listLimits.js";

// Spec 002 §7 — flights, packages, bundles, downloads, arrears.
/** `POST /api/v1/flights/search` with `{url}`. */
export const flightSearchEndpoint = post(() => "/api/v1/flights/search", FlightSearchRequest, FlightSearchReply, {
  path: ["flights", "solutions"],
  element: FlightSolution,
  limit: RESULTS_LIST_LIMIT,
});
