import { fc, test } from "@fast-check/vitest";
import { describe, expect, it } from "vitest";
import { HotelRate } from "../api/hotelRate.js";
import { money } from "../money/money.js";
import { arbFromSchema } from "../test/arbFromSchema.js";
import type { HotelRatePriceContext } from "./hotelRatePrice.js";
import { hotelRateRow } from "./hotelRateRow.js";

const context: HotelRatePriceContext = {
  currency: "USD",
  perNight: false,
  nights: 3,
  showPricesIncludeTaxes: true,
  countryTax: false,
  rgTax: false,
  priceGo: false,
};

const rate: HotelRate = {
  id: "r1",
  tripProductID: "t1",
  rooms: [{ type: { name: "Doble" }, value: " ", occupancy: { adults: 2, children: 1 } }],
  board: { code: "2", name: "Desayuno" },
  prices: { gross: { amount: 300 } },
  availability: "ORQ",
  comments: ["Sin mascotas", "", "Sin mascotas"],
  offers: ["10% off"],
  offer: [{ value: "10% off" }, { value: "Noche gratis" }],
  moreOptions: true,
  baseRateVariations: { variation: { code: "board", amountDiff: { value: 15, isPositive: false, isNotZero: true } } },
};

describe("hotelRateRow", () => {
  it("reads rooms, board, price, variation, on request, comments and offers once each", () => {
    const row = hotelRateRow(rate, context, "es");
    expect(row.rooms).toEqual([{ name: "Doble", description: undefined, adults: 2, children: 1 }]);
    expect(row.board.key).toBe("hotel.boardBreakfast");
    expect(row.price?.shown).toEqual(money(30000, "USD"));
    expect(row.variation).toMatchObject({ key: "flight.priceLess", params: { currency: "USD", value: "15,00" } });
    expect(row.onRequestKey).toBe("hotel.onRequest");
    expect(row.comments).toEqual(["Sin mascotas"]);
    expect(row.offers).toEqual(["10% off", "Noche gratis"]);
    expect([row.moreOptions, row.disabled]).toEqual([true, false]);
  });

  it("a zero or absent difference shows no variation; an unreadable price shows none", () => {
    const zero = { variation: { code: "similar", amountDiff: { value: 0, isPositive: false, isNotZero: false } } };
    expect(hotelRateRow({ ...rate, baseRateVariations: zero }, context, "es").variation).toBeUndefined();
    expect(hotelRateRow({ ...rate, prices: { gross: { amount: Number.NaN } } }, context, "es").price).toBeUndefined();
  });

  test.prop([arbFromSchema(HotelRate, { money: ["amount", "value"] }), fc.constantFrom("es", "en", "pt")], {
    numRuns: 1000,
  })(
    "any rate gives a row: one entry per room, no blank or repeated text, a variation only when not zero",
    (any, language) => {
      const row = hotelRateRow(any, context, language);
      expect(row.rooms).toHaveLength(any.rooms.length);
      for (const list of [row.comments, row.offers]) {
        expect(new Set(list).size).toBe(list.length);
        expect(list.every((text) => text.trim() !== "")).toBe(true);
      }
      if (row.variation !== undefined) expect(row.variation.isNotZero).toBe(true);
      expect(row.moreOptions).toBe(any.moreOptions === true);
    },
  );
});
