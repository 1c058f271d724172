import type { HotelCluster } from "../api/hotelCluster.js";
import type { CalendarDate } from "../dates/index.js";
import type { Occupancy } from "../occupancy/index.js";
import { buildHotelDetailUrl, buildHouseDetailUrl, hotelNameSlug } from "../routes/accommodationDetailUrl.js";
import { type DestinationId, formatDestinationId } from "../routes/destinationId.js";

/** The stay a results page searched: what a card's detail link carries besides the hotel or house. */
export interface AccommodationDetailStay {
  readonly destination: DestinationId;
  readonly checkIn: CalendarDate;
  readonly checkOut: CalendarDate;
  readonly occupancy: Occupancy;
}

/**
 * The detail page of a results card (spec 001 §2 "Hotel detail: /hotel/details/{hotelNameSlug}/{hotelId}/{checkIn}/
 * {checkOut}/{occupancy}/{destinationRequestCode}, opened in a new tab"; "House detail: /house/details/{name}/{id}/
 * ..."; §2 aggregated "'Ver Detalle' opens the detail with hotel name, detail id and destination request code"). The
 * destination request code is the cluster's `destination.requestCode`, or the searched destination when the reply
 * does not carry one.
 *
 * @example accommodationDetailHref("hotel", { name: "Gran Vía", hotelDetailId: "7", rates: [] }, stay)
 * // "/hotel/details/gran-via/7/2027-01-12/2027-01-15/2-0/MAD"
 */
export const accommodationDetailHref = (
  kind: "hotel" | "house",
  hotel: Pick<HotelCluster, "name" | "hotelDetailId" | "destination">,
  stay: AccommodationDetailStay,
): string => {
  const route = {
    slug: hotelNameSlug(hotel.name),
    id: hotel.hotelDetailId,
    checkIn: stay.checkIn,
    checkOut: stay.checkOut,
    occupancy: stay.occupancy,
    destinationRequestCode: hotel.destination?.requestCode ?? formatDestinationId(stay.destination),
    baseRate: null,
  };
  return kind === "hotel" ? buildHotelDetailUrl(route) : buildHouseDetailUrl(route);
};
