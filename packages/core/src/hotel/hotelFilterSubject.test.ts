import { fc, test } from "@fast-check/vitest";
import { describe, expect, it } from "vitest";
import { HotelCluster } from "../api/hotelCluster.js";
import { arbFromSchema } from "../test/arbFromSchema.js";
import { hotelFilterSubjectFromCluster } from "./hotelFilterSubject.js";

describe("hotelFilterSubjectFromCluster", () => {
  test.prop([arbFromSchema(HotelCluster, { money: ["amount"] }), fc.integer({ min: -2, max: 30 })], { numRuns: 1000 })(
    "keeps every rate with its price in minor units",
    (cluster, nights) => {
      const subject = hotelFilterSubjectFromCluster(cluster, nights);
      expect(subject.id).toBe(cluster.hotelDetailId);
      expect(subject.nights).toBeGreaterThanOrEqual(1);
      expect(subject.rates).toHaveLength(cluster.rates.length);
      subject.rates.forEach((rate, i) => {
        expect(Number.isSafeInteger(rate.totalMinor)).toBe(true);
        expect(Math.abs(rate.totalMinor / 100 - (cluster.rates[i]?.prices.gross.amount ?? 0))).toBeLessThanOrEqual(
          0.005,
        );
      });
    },
  );

  it("reads what a cluster carries", () => {
    const subject = hotelFilterSubjectFromCluster(
      {
        name: "Sol",
        hotelDetailId: "7",
        rating: { value: 4 },
        supplier_code: "HB",
        destination: { code: "BUE", requestCode: "R" },
        destinationDetails: [{ code: "Z1" }],
        distance: { value: 2.5, unit: "km" },
        rates: [
          {
            id: "a",
            tripProductID: "a",
            rooms: [],
            board: { code: "2", name: "" },
            prices: { gross: { amount: 10 } },
            offer: [{ value: "-10%" }],
          },
          {
            id: "b",
            tripProductID: "b",
            rooms: [],
            board: { code: "1", name: "" },
            prices: { gross: { amount: 1e300 } },
          },
        ],
      },
      2,
    );
    expect(subject).toMatchObject({ stars: 4, zone: "Z1", destination: "BUE", distanceKm: 2.5, favourite: false });
    expect(subject.rates).toEqual([
      { board: "2", supplier: "HB", availability: "CNF", refundable: true, hasOffer: true, totalMinor: 1000 },
    ]);
    const bare = hotelFilterSubjectFromCluster({ name: "x", hotelDetailId: "1", rates: [] }, 1);
    expect(bare).toMatchObject({
      stars: 0,
      zone: null,
      destination: null,
      distanceKm: null,
      latitude: null,
      recommendation: null,
    });
  });
});
