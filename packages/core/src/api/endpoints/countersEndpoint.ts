import { HeaderCountersReply } from "../counters.js";
import { get } from "../internal/endpointBuilders.js";

// Spec 000 §7 — shared and session.
/** `GET /api/v2/counters`. */
export const countersEndpoint = get(() => "/api/v2/counters", HeaderCountersReply);
