import { HouseQuoteReply } from "../hotelCancellationPolicy.js";
import { get, seg } from "../internal/endpointBuilders.js";

// Spec 001 §7 — hotels and houses.
/** `GET /checkout/quote/hotel/{tripProductID}%3FaccommodationType=HouseOrApartment` (the '?' is encoded, as the spec writes it). */
export const houseQuoteEndpoint = get(
  (tripProductID: string) => `/checkout/quote/hotel/${seg(tripProductID)}%3FaccommodationType=HouseOrApartment`,
  HouseQuoteReply,
);
