import { get, seg } from "../internal/endpointBuilders.js";
import { LocationsReply } from "../locations.js";

// Spec 000 §7 — locations.
/** `GET /api/locations-plus/{term}`. */
export const locationsPlusEndpoint = get((term: string) => `/api/locations-plus/${seg(term)}`, LocationsReply);
