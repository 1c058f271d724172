import type { HotelRecommendation } from "../api/hotelCluster.js";

/** A recommendation label's text key and style. */
export interface HotelRecommendationBadge {
  readonly key:
    | "hotel.recommendationBad"
    | "hotel.recommendationLittle"
    | "hotel.recommendationGood"
    | "hotel.recommendationVeryGood";
  /** CSS modifier: danger, warning, good, very-good. */
  readonly className: "danger" | "warning" | "good" | "very-good";
  /** Types 2 and 3 are 'bad', 4 and 5 'good'. */
  readonly tone: "bad" | "good";
}

const RECOMMENDATIONS: Readonly<Record<number, HotelRecommendationBadge>> = {
  2: { key: "hotel.recommendationBad", className: "danger", tone: "bad" },
  3: { key: "hotel.recommendationLittle", className: "warning", tone: "bad" },
  4: { key: "hotel.recommendationGood", className: "good", tone: "good" },
  5: { key: "hotel.recommendationVeryGood", className: "very-good", tone: "good" },
};

/**
 * The recommendation label of a hotel. Spec 001 §4: "Recommendation types: 2 not recommended (danger/bad), 3 little
 * recommended (warning/bad), 4 recommended (good), 5 very recommended (very-good)." Other types show nothing.
 *
 * @example hotelRecommendationBadge({ recommendationType: 5, value: "92" })?.className // "very-good"
 */
export const hotelRecommendationBadge = (
  recommendation: HotelRecommendation | undefined,
): HotelRecommendationBadge | undefined =>
  recommendation === undefined ? undefined : RECOMMENDATIONS[recommendation.recommendationType];
