import { get, seg } from "../internal/endpointBuilders.js";
import { LocationsReply } from "../locations.js";

// Spec 000 §7 — locations.
/** `GET /api/locations-all/{term}`. */
export const locationsAllEndpoint = get((term: string) => `/api/locations-all/${seg(term)}`, LocationsReply);
