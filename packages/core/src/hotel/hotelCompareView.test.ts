import { fc, test } from "@fast-check/vitest";
import { describe, expect, it } from "vitest";
import { HotelCompareHotel, HotelCompareReply } from "../api/hotelCompare.js";
import { arbFromSchema } from "../test/arbFromSchema.js";
import { hotelCompareView } from "./hotelCompareView.js";

const INTERNAL_KEYS = ["internal", "supplier", "net", "commission", "commissionPercent"];

/** Every key of a value, at any depth. */
const keysOf = (value: unknown): string[] =>
  value === null || typeof value !== "object"
    ? []
    : Object.entries(value).flatMap(([key, inner]) => [key, ...keysOf(inner)]);

// The supplier's name carries a marker that nothing else in a reply can hold, so its absence is checkable as text.
const arbMarkedReply: fc.Arbitrary<HotelCompareReply> = fc
  .tuple(arbFromSchema(HotelCompareReply), fc.array(arbFromSchema(HotelCompareHotel), { minLength: 1, maxLength: 4 }))
  .map(([reply, hotels]) => ({
    ...reply,
    hotels: hotels.map((hotel, index) =>
      hotel.internal === undefined
        ? hotel
        : { ...hotel, internal: { ...hotel.internal, supplier: { code: `§SUP${index}`, name: `§SUPPLIER${index}` } } },
    ),
  }));

const sample: HotelCompareReply = {
  done: true,
  currency: "EUR",
  nights: 3,
  distanceFrom: "Puerta del Sol",
  hotels: [
    {
      hotelDetailId: "1",
      name: "Hotel Uno",
      stars: 4,
      board: { code: "2", name: "Desayuno" },
      cancellation: { type: "G", freeUntil: "2027-02-20" },
      price: { stay: { amount: 300 }, night: { amount: 100 } },
      taxesIncluded: true,
      amenities: [{ code: "wifi", name: "Wi-Fi" }],
      internal: {
        supplier: { code: "HB", name: "Hotelbeds" },
        net: { amount: 270 },
        commission: { percent: 10, amount: { amount: 30 } },
      },
    },
    {
      hotelDetailId: "2",
      name: "Hotel Dos",
      stars: 3,
      board: { code: "1", name: "Solo habitación" },
      cancellation: { type: "NR", freeUntil: "2027-02-20" },
      price: { stay: { amount: 240.5 }, night: { amount: 80.17 } },
      taxesIncluded: false,
      distance: { value: 1.2, unit: "km" },
      amenities: [],
    },
  ],
};

describe("hotel comparison view", () => {
  it("puts the hotels side by side with their facts, the cheapest marked", () => {
    const view = hotelCompareView(sample, "full");
    expect(view.columns.map((column) => column.cheapest)).toEqual([false, true]);
    expect(view.columns[0]).toMatchObject({
      cancellationKey: "hotelCompare.cancelFree",
      freeUntil: "2027-02-20",
      perStay: { minor: 30000, currency: "EUR" },
      taxKey: "hotel.taxesIncluded",
      internal: { supplier: "Hotelbeds", net: { minor: 27000, currency: "EUR" }, commissionPercent: 10 },
    });
    expect(view.columns[1]).toMatchObject({ cancellationKey: "hotelCompare.nonRefundable", freeUntil: null });
    expect(view.showsInternal).toBe(true);
    expect(hotelCompareView(sample, "client").showsInternal).toBe(false);
  });

  test.prop([arbMarkedReply], { numRuns: 1000 })(
    "the client-safe view never holds an internal field, and loses nothing else",
    (reply) => {
      const client = hotelCompareView(reply, "client");
      const full = hotelCompareView(reply, "full");
      expect(keysOf(client).filter((key) => INTERNAL_KEYS.includes(key))).toEqual([]);
      expect(JSON.stringify(client)).not.toContain("§SUP");
      expect(client.showsInternal).toBe(false);
      expect(client.columns).toEqual(full.columns.map(({ internal: _internal, ...rest }) => rest));
      expect(full.showsInternal).toBe(reply.hotels.some((hotel) => hotel.internal !== undefined));
    },
  );
});
