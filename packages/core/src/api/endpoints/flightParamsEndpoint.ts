import { FlightParamsConfigReply } from "../catalog.js";
import { get } from "../internal/endpointBuilders.js";

// Spec 002 §7 — flights, packages, bundles, downloads, arrears.
/** `GET /api/configuration/flights/params`. */
export const flightParamsEndpoint = get(() => "/api/configuration/flights/params", FlightParamsConfigReply);
