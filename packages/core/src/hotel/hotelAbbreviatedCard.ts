import type { HotelCluster } from "../api/hotelCluster.js";
import type { HotelRate } from "../api/hotelRate.js";
import { type HotelBoardBadge, hotelBoardBadge } from "./hotelBoardBadge.js";
import { type HotelRecommendationBadge, hotelRecommendationBadge } from "./hotelRecommendationBadge.js";
import { hotelVariationKeys } from "./hotelVariationKeys.js";

/** Spec 001 §9: "first 3 rates shown then count minus 3 link". */
export const HOTEL_CARD_VISIBLE_RATES = 3;

/** The abbreviated result card's data. */
export interface HotelAbbreviatedCard {
  /** The rooms tab's first 3 rates. */
  readonly visibleRates: readonly HotelRate[];
  /** `n` of 'VER OTRAS n TARIFAS DISPONIBLES': the rate count minus 3, never negative. */
  readonly otherRatesCount: number;
  /** The link, only when other rates exist. */
  readonly otherRatesLink:
    | { readonly key: "hotel.seeOtherRates"; readonly params: { readonly count: number } }
    | undefined;
  /** Spec 001 §2: "'Bajo petición' when the first rate availability is ORQ". */
  readonly onRequestKey: "hotel.onRequest" | undefined;
  readonly variationKeys: readonly ("hotel.upgradeCategory" | "hotel.upgradeRating")[];
  readonly recommendation: HotelRecommendationBadge | undefined;
  /** The first rate's board. */
  readonly board: HotelBoardBadge | undefined;
  /** Spec 001 §2: "a 'recommended option' ribbon for dynamic packaging". */
  readonly recommendedRibbonKey: "hotel.recommendedOption" | undefined;
}

/**
 * The abbreviated card of a cluster. Spec 001 §2: "Rooms tab lists the first 3 rates and a link 'VER OTRAS n TARIFAS
 * DISPONIBLES' where n is the count minus 3."
 *
 * @example hotelAbbreviatedCard(clusterWith5Rates).otherRatesLink // { key: "hotel.seeOtherRates", params: { count: 2 } }
 */
export const hotelAbbreviatedCard = (
  cluster: Pick<
    HotelCluster,
    "rates" | "baseHotelVariations" | "recommendation" | "isDynamicPackaging" | "isRecommended"
  >,
): HotelAbbreviatedCard => {
  const first = cluster.rates[0];
  const otherRatesCount = Math.max(0, cluster.rates.length - HOTEL_CARD_VISIBLE_RATES);
  return {
    visibleRates: cluster.rates.slice(0, HOTEL_CARD_VISIBLE_RATES),
    otherRatesCount,
    otherRatesLink:
      otherRatesCount > 0 ? { key: "hotel.seeOtherRates", params: { count: otherRatesCount } } : undefined,
    onRequestKey: first?.availability === "ORQ" ? "hotel.onRequest" : undefined,
    variationKeys: hotelVariationKeys(cluster.baseHotelVariations),
    recommendation: hotelRecommendationBadge(cluster.recommendation),
    board: first === undefined ? undefined : hotelBoardBadge(first.board),
    recommendedRibbonKey:
      cluster.isDynamicPackaging === true && cluster.isRecommended === true ? "hotel.recommendedOption" : undefined,
  };
};
