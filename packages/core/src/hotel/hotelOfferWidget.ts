import type { HotelCluster } from "../api/hotelCluster.js";
import type { HotelRate } from "../api/hotelRate.js";
import { hotelStarCount } from "./hotelStarCount.js";

/** What a recommended-offer widget shows of a hotel. */
export interface HotelOfferWidget {
  readonly name: string;
  /** The hotel's first image (`images`, else the detail's `imageLinks`); the view replaces it when it breaks. */
  readonly image: string | undefined;
  /** Whole stars, 0–5 (0: no stars shown). */
  readonly stars: number;
  /** The first address line. */
  readonly address: string | undefined;
  /** The cheapest rate (lowest total gross, the first on ties): its price heads the widget. */
  readonly rate: HotelRate | undefined;
  /** The cheapest rate's offer text, if it has one. */
  readonly offerText: string | undefined;
}

/**
 * A recommended-offer widget of the results page (spec 001 §3 "Recommended offer: destinationId/Name, title, link,
 * offer text, rate, address, rating, imageFile, tripAdvisorInfo"; §4 "2 widgets (1 on phone)"), read from a cluster
 * of `POST /api/v1/hotels/offers`.
 *
 * @example hotelOfferWidget(cluster).stars // 4
 */
export const hotelOfferWidget = (
  hotel: Pick<HotelCluster, "name" | "images" | "detail" | "rating" | "address" | "rates">,
): HotelOfferWidget => {
  let rate: HotelRate | undefined;
  for (const candidate of hotel.rates)
    if (rate === undefined || candidate.prices.gross.amount < rate.prices.gross.amount) rate = candidate;
  return {
    name: hotel.name,
    image: hotel.images?.[0] ?? hotel.detail?.imageLinks[0]?.imageURL,
    stars: hotelStarCount(hotel.rating?.value),
    address: hotel.address?.[0],
    rate,
    offerText: rate?.offers?.[0] ?? rate?.offer?.[0]?.value,
  };
};
