import { fc, test } from "@fast-check/vitest";
import { describe, expect, it } from "vitest";
import type { HotelRate } from "../api/hotelRate.js";
import { hotelOfferWidget } from "./hotelOfferWidget.js";
import { arbLightRate } from "./test/arbLightRate.js";

const arbHotel = fc.record({
  name: fc.string(),
  images: fc.option(fc.array(fc.webUrl(), { maxLength: 3 }), { nil: undefined }),
  detail: fc.option(
    fc.record({
      hotelDescriptions: fc.constant([]),
      amenities: fc.constant([]),
      imageLinks: fc.array(fc.record({ imageURL: fc.webUrl() }), { maxLength: 2 }),
    }),
    { nil: undefined },
  ),
  rating: fc.option(fc.record({ value: fc.oneof(fc.double(), fc.integer({ min: -2, max: 9 })) }), { nil: undefined }),
  address: fc.option(fc.array(fc.string(), { maxLength: 2 }), { nil: undefined }),
  rates: fc.array(arbLightRate, { maxLength: 8 }),
});

describe("hotelOfferWidget (spec 001 §3 Recommended offer)", () => {
  test.prop([arbHotel], { numRuns: 1000 })(
    "the cheapest rate, 0-5 whole stars, the first image and address line",
    (hotel) => {
      const widget = hotelOfferWidget(hotel);
      for (const rate of hotel.rates)
        expect(rate.prices.gross.amount).toBeGreaterThanOrEqual(widget.rate?.prices.gross.amount ?? 0);
      expect(widget.rate === undefined).toBe(hotel.rates.length === 0);
      expect(Number.isInteger(widget.stars) && widget.stars >= 0 && widget.stars <= 5).toBe(true);
      expect(widget.image).toBe(hotel.images?.[0] ?? hotel.detail?.imageLinks[0]?.imageURL);
      expect(widget.address).toBe(hotel.address?.[0]);
    },
  );

  it("names the cheapest rate's offer", () => {
    const rate = (id: string, amount: number, offer?: string): HotelRate => ({
      id,
      tripProductID: id,
      rooms: [],
      board: { code: "1", name: "RO" },
      prices: { gross: { amount } },
      ...(offer === undefined ? {} : { offers: [offer] }),
    });
    const widget = hotelOfferWidget({
      name: "Hotel Sol",
      rating: { value: 3.6 },
      rates: [rate("a", 200), rate("b", 150, "10 % off")],
    });
    expect([widget.rate?.id, widget.offerText, widget.stars, widget.image]).toEqual(["b", "10 % off", 4, undefined]);
  });
});
