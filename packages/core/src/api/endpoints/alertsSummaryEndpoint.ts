import { AlertsSummaryReply } from "../counters.js";
import { get } from "../internal/endpointBuilders.js";

// Spec 000 §7 — shared and session.
/** `GET /alerts/summary`. */
export const alertsSummaryEndpoint = get(() => "/alerts/summary", AlertsSummaryReply);
