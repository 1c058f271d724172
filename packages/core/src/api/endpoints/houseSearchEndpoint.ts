import { HotelCluster } from "../hotelCluster.js";
import { HotelSearchRequest, HouseSearchReply } from "../hotelSearchReply.js";
import { post } from "../internal/endpointBuilders.js";
import { RESULTS_LIST_LIMIT } from "../listLimits.js";

// Spec 001 §7 — hotels and houses.
/** `POST /api/v1/houses/search` with `{url}`. */
export const houseSearchEndpoint = post(() => "/api/v1/houses/search", HotelSearchRequest, HouseSearchReply, {
  path: ["hotels"],
  element: HotelCluster,
  limit: RESULTS_LIST_LIMIT,
});
