import * as Result from "effect/Result";
import type { HotelCluster } from "../api/hotelCluster.js";
import { moneyFromDecimal } from "../money/moneyFromDecimal.js";

/**
 * What the hotel filters read of one rate. A plain structural type so the demo API can build it from its inventory
 * and a client from a reply (`hotelFilterSubjectFromCluster`).
 */
export interface HotelFilterRate {
  /** Board code (spec 001 §4: 1 room only, 2 breakfast, 5 half board, others). */
  readonly board: string;
  /** Supplier code. */
  readonly supplier: string;
  /** Availability code: CNF immediate, ORQ on request (spec 001 §3). */
  readonly availability: string;
  /** Free cancellation (policy type G): what 'preferably refundable' keeps. */
  readonly refundable: boolean;
  /** The rate carries an offer or promotion. */
  readonly hasOffer: boolean;
  /** Price of the whole stay in integer minor units of the filter currency. */
  readonly totalMinor: number;
}

/** What the hotel filters, sorts and counts read of one hotel. */
export interface HotelFilterSubject<R extends HotelFilterRate = HotelFilterRate> {
  /** `hotelDetailId`: ties in every sort break on it, so pages never shuffle. */
  readonly id: string;
  readonly name: string;
  /** Category stars, 1–5 (0 when unknown). */
  readonly stars: number;
  /** Review-site score 1–5, null when unknown. */
  readonly reviewRating: number | null;
  /** Recommendation type 2–5, null when none. */
  readonly recommendation: number | null;
  readonly zone: string | null;
  readonly chain: string | null;
  readonly destination: string | null;
  readonly amenities: readonly string[];
  readonly favourite: boolean;
  readonly latitude: number | null;
  readonly longitude: number | null;
  /** Distance to the searched point or point of interest, km (distance sort), null when unknown. */
  readonly distanceKm: number | null;
  /** Nights of the stay, at least 1 (the price range may be per night). */
  readonly nights: number;
  readonly rates: readonly R[];
}

/**
 * A reply's cluster as a filter subject. Fields a cluster does not carry are left unknown: no review score
 * (`tripAdvisor` has only a review count), no chain; the zone is the first `destinationDetails` code and the
 * destination `destination.code`. Rates are all taken as refundable (a rate row does not carry its policy type until
 * the policy is loaded); rates whose price cannot be held in minor units are left out.
 *
 * @example hotelFilterSubjectFromCluster(cluster, 3).rates.length
 */
export const hotelFilterSubjectFromCluster = (cluster: HotelCluster, nights: number): HotelFilterSubject => ({
  id: cluster.hotelDetailId,
  name: cluster.name,
  stars: cluster.rating?.value ?? 0,
  reviewRating: null,
  recommendation: cluster.recommendation?.recommendationType ?? null,
  zone: cluster.destinationDetails?.[0]?.code ?? null,
  chain: null,
  destination: cluster.destination?.code ?? null,
  amenities: cluster.amenities ?? [],
  favourite: cluster.favourite === true,
  latitude: cluster.latitude ?? null,
  longitude: cluster.longitude ?? null,
  distanceKm: cluster.distance?.unit === "km" ? cluster.distance.value : null,
  nights: Math.max(1, Math.floor(nights)),
  rates: cluster.rates.flatMap((rate) => {
    const total = moneyFromDecimal(rate.prices.gross.amount, "");
    if (Result.isFailure(total)) return [];
    return [
      {
        board: rate.board.code,
        supplier: rate.supplier?.code ?? cluster.supplier_code ?? "",
        availability: rate.availability ?? "CNF",
        refundable: true,
        hasOffer: (rate.offers?.length ?? 0) > 0 || (rate.offer?.length ?? 0) > 0,
        totalMinor: total.success.minor,
      },
    ];
  }),
});
