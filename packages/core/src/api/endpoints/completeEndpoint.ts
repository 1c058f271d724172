import { get, seg } from "../internal/endpointBuilders.js";
import { LocationsReply } from "../locations.js";

// Spec 000 §7 — locations.
/** `GET /api/complete/{a}/{b}`. */
export const completeEndpoint = get((a: string, b: string) => `/api/complete/${seg(a)}/${seg(b)}`, LocationsReply);
