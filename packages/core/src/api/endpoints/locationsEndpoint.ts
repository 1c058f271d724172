import { get, seg } from "../internal/endpointBuilders.js";
import { LocationsReply } from "../locations.js";

// Spec 000 §7 — locations.
/** `GET /api/locations/{term}`. */
export const locationsEndpoint = get((term: string) => `/api/locations/${seg(term)}`, LocationsReply);
