import { fc, test } from "@fast-check/vitest";
import { describe, expect, it } from "vitest";
import { HotelCluster } from "../api/hotelCluster.js";
import { arbFromSchema } from "../test/arbFromSchema.js";
import { HOTEL_CARD_VISIBLE_RATES, hotelAbbreviatedCard } from "./hotelAbbreviatedCard.js";
import { arbLightRate } from "./test/arbLightRate.js";

const arbCluster = fc
  .tuple(arbFromSchema(HotelCluster, { money: ["amount"] }), fc.array(arbLightRate, { maxLength: 12 }))
  .map(([cluster, rates]) => ({ ...cluster, rates }));

describe("hotelAbbreviatedCard", () => {
  test.prop([arbCluster], { numRuns: 1000 })("first 3 rates + n = count", (cluster) => {
    const card = hotelAbbreviatedCard(cluster);
    expect(card.visibleRates.length + card.otherRatesCount).toBe(cluster.rates.length);
    expect(card.visibleRates).toEqual(cluster.rates.slice(0, HOTEL_CARD_VISIBLE_RATES));
    expect(card.otherRatesLink?.params.count).toBe(card.otherRatesCount > 0 ? card.otherRatesCount : undefined);
    expect(card.onRequestKey !== undefined).toBe(cluster.rates[0]?.availability === "ORQ");
  });

  it("shows the ribbon, recommendation, variations and board of the first rate", () => {
    const card = hotelAbbreviatedCard({
      rates: [
        {
          id: "a",
          tripProductID: "a",
          rooms: [],
          board: { code: "2", name: "Desayuno" },
          prices: { gross: { amount: 1 } },
          availability: "ORQ",
        },
      ],
      baseHotelVariations: [{ type: "upgrade", code: "rating" }],
      recommendation: { recommendationType: 3, value: "x" },
      isDynamicPackaging: true,
      isRecommended: true,
    });
    expect(card.onRequestKey).toBe("hotel.onRequest");
    expect(card.board?.icon).toBe("coffee");
    expect(card.recommendation?.className).toBe("warning");
    expect(card.variationKeys).toEqual(["hotel.upgradeCategory"]);
    expect(card.recommendedRibbonKey).toBe("hotel.recommendedOption");
    expect(card.otherRatesLink).toBeUndefined();
    const empty = hotelAbbreviatedCard({ rates: [] });
    expect([empty.board, empty.onRequestKey, empty.recommendedRibbonKey]).toEqual([undefined, undefined, undefined]);
  });
});
