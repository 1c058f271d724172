import { FlightCalendarReply, FlightSearchRequest } from "../flightSearchReply.js";
import { post } from "../internal/endpointBuilders.js";

// Spec 002 §7 — flights, packages, bundles, downloads, arrears.
/** `POST /api/v1/flights/calendar` with `{url}`. */
export const flightCalendarEndpoint = post(() => "/api/v1/flights/calendar", FlightSearchRequest, FlightCalendarReply);
