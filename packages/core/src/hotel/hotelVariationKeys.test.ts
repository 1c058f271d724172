import { describe, expect, it } from "vitest";
import { hotelVariationKeys } from "./hotelVariationKeys.js";

describe("hotelVariationKeys", () => {
  it("reads rating and review-site upgrades once each", () => {
    expect(
      hotelVariationKeys([
        { type: "upgrade", code: "rating" },
        { type: "upgrade", code: "tripadvisor" },
        { type: "upgrade", code: "rating" },
        { type: "downgrade", code: "rating" },
        { type: "upgrade", code: "other" },
      ]),
    ).toEqual(["hotel.upgradeCategory", "hotel.upgradeRating"]);
    expect(hotelVariationKeys(undefined)).toEqual([]);
  });
});
