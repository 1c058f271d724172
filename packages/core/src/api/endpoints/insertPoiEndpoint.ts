import { post } from "../internal/endpointBuilders.js";
import { IndexSaveReply, InsertPoiRequest } from "../locations.js";

// Spec 000 §7 — locations.
/** `POST /api/complete/insertPoi` with `{poi}`. */
export const insertPoiEndpoint = post(() => "/api/complete/insertPoi", InsertPoiRequest, IndexSaveReply);
