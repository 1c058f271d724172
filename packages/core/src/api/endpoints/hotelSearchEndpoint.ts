import { HotelCluster } from "../hotelCluster.js";
import { HotelSearchReply, HotelSearchRequest } from "../hotelSearchReply.js";
import { post } from "../internal/endpointBuilders.js";
import { RESULTS_LIST_LIMIT } from "../listLimits.js";

// Spec 001 §7 — hotels and houses.
/** `POST /api/v1/hotels/search` with `{url}` (progressive: progressiveResults=true; related rates: baseRate in url). */
export const hotelSearchEndpoint = post(() => "/api/v1/hotels/search", HotelSearchRequest, HotelSearchReply, {
  path: ["hotels"],
  element: HotelCluster,
  limit: RESULTS_LIST_LIMIT,
});
