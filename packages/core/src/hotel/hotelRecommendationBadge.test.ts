import { describe, expect, it } from "vitest";
import { hotelRecommendationBadge } from "./hotelRecommendationBadge.js";

describe("hotelRecommendationBadge", () => {
  it("maps types 2–5 to their classes", () => {
    const badge = (type: number) => hotelRecommendationBadge({ recommendationType: type, value: "" });
    expect([2, 3, 4, 5].map((t) => badge(t)?.className)).toEqual(["danger", "warning", "good", "very-good"]);
    expect([2, 3, 4, 5].map((t) => badge(t)?.tone)).toEqual(["bad", "bad", "good", "good"]);
    expect(badge(4)?.key).toBe("hotel.recommendationGood");
    expect(badge(1)).toBeUndefined();
    expect(hotelRecommendationBadge(undefined)).toBeUndefined();
  });
});
