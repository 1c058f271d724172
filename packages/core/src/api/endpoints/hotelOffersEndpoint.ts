import { HotelCluster } from "../hotelCluster.js";
import { HotelOffersReply, HotelOffersRequest } from "../hotelSearchReply.js";
import { post } from "../internal/endpointBuilders.js";
import { RESULTS_LIST_LIMIT } from "../listLimits.js";

// Spec 001 §7 — hotels and houses.
/** `POST /api/v1/hotels/offers` — recommended offers. */
export const hotelOffersEndpoint = post(() => "/api/v1/hotels/offers", HotelOffersRequest, HotelOffersReply, {
  path: ["hotels"],
  element: HotelCluster,
  limit: RESULTS_LIST_LIMIT,
});
