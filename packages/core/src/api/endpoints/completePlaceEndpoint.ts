import { get, seg } from "../internal/endpointBuilders.js";
import { PlaceDetailReply } from "../locations.js";

// Spec 000 §7 — locations.
/** `GET /api/complete/place/{ref}`. */
export const completePlaceEndpoint = get((ref: string) => `/api/complete/place/${seg(ref)}`, PlaceDetailReply);
