import { post } from "../internal/endpointBuilders.js";
import { IndexSaveReply, InsertHotelRequest } from "../locations.js";

// Spec 000 §7 — locations.
/** `POST /api/complete/insertHotel` with `{hotel}`. */
export const insertHotelEndpoint = post(() => "/api/complete/insertHotel", InsertHotelRequest, IndexSaveReply);
