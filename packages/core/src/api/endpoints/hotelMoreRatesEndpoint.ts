import { HotelMoreRatesReply, HotelMoreRatesRequest } from "../hotelSearchReply.js";
import { post } from "../internal/endpointBuilders.js";

// Spec 001 §7 — hotels and houses.
/** `POST /api/v1/hotels/searchMoreRateOptions`. */
export const hotelMoreRatesEndpoint = post(
  () => "/api/v1/hotels/searchMoreRateOptions",
  HotelMoreRatesRequest,
  HotelMoreRatesReply,
);
