import { get, seg } from "../internal/endpointBuilders.js";
import { PoiListReply } from "../locations.js";

// Spec 000 §7 — locations.
/** `GET /api/complete/poi/{a}/{lat}/{lng}/{distance}` (distance 50000 by spec 001 §7). */
export const completePoiEndpoint = get(
  (a: string, lat: number, lng: number, distance: number) =>
    `/api/complete/poi/${seg(a)}/${seg(lat)}/${seg(lng)}/${seg(distance)}`,
  PoiListReply,
);
