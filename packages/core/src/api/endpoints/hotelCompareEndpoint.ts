import { HotelCompareReply, HotelCompareRequest } from "../hotelCompare.js";
import { post } from "../internal/endpointBuilders.js";

// Spec 001 §7 — hotels and houses.
/** `POST /api/v1/hotels/compare` with `{url}` (the comparison page's URL) — the hotels side by side (ours). */
export const hotelCompareEndpoint = post(() => "/api/v1/hotels/compare", HotelCompareRequest, HotelCompareReply);
