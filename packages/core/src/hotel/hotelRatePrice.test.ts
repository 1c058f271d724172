import { fc, test } from "@fast-check/vitest";
import { Result } from "effect";
import { describe, expect, it } from "vitest";
import { HotelRate } from "../api/hotelRate.js";
import { money } from "../money/money.js";
import { arbFromSchema } from "../test/arbFromSchema.js";
import { type HotelRatePriceContext, hotelRateAlternativeAmounts, hotelRatePrice } from "./hotelRatePrice.js";

const context: HotelRatePriceContext = {
  currency: "USD",
  perNight: true,
  nights: 3,
  showPricesIncludeTaxes: true,
  countryTax: true,
  rgTax: true,
  priceGo: false,
};

const rate = (over: Partial<HotelRate> = {}): HotelRate => ({
  id: "r1",
  tripProductID: "t1",
  rooms: [{ type: { name: "Doble" } }],
  board: { code: "1", name: "Solo habitación" },
  prices: { gross: { amount: 100 } },
  ...over,
});

describe("hotelRatePrice", () => {
  it("shows per night or total stay by the reply's flag", () => {
    const view = Result.getOrThrow(hotelRatePrice(rate(), context));
    expect(view.total).toEqual(money(10000, "USD"));
    expect(view.perNight).toEqual(money(3333, "USD"));
    expect(view.shown).toEqual(view.perNight);
    expect(view.basisLabelKey).toBe("hotel.pricePerNight");
    const total = Result.getOrThrow(
      hotelRatePrice(rate({ pricesByNight: { gross: { amount: 33.335 } } }), { ...context, perNight: false }),
    );
    expect(total.perNight).toEqual(money(3334, "USD"));
    expect(total.shown).toEqual(money(10000, "USD"));
    expect(total.basisLabelKey).toBe("hotel.priceTotalStay");
  });

  it("labels taxes: true included, false not included, 'none' hidden; country tax and RG5463/23 by flags", () => {
    const label = (showPricesIncludeTaxes: HotelRatePriceContext["showPricesIncludeTaxes"]) =>
      Result.getOrThrow(hotelRatePrice(rate(), { ...context, showPricesIncludeTaxes })).taxLabelKey;
    expect([label(true), label(false), label("none"), label(undefined)]).toEqual([
      "hotel.taxesIncluded",
      "hotel.taxesNotIncluded",
      undefined,
      undefined,
    ]);
    const view = Result.getOrThrow(hotelRatePrice(rate(), context));
    expect([view.countryTaxKey, view.perceptionKey]).toEqual(["hotel.countryTax", "hotel.perceptionRG5463"]);
    const off = Result.getOrThrow(hotelRatePrice(rate(), { ...context, countryTax: false, rgTax: undefined }));
    expect([off.countryTaxKey, off.perceptionKey]).toEqual([undefined, undefined]);
  });

  it("collects alternative currencies once each and hides them in price-GO", () => {
    const alt = rate({
      ratePrices: [
        { type: "NMO.GBL.RPT.VGR", currency: "ARS", value: 1000.5 },
        { type: "NMO.GBL.RPT.GRS", currency: "EUR", value: 1 },
        { type: "NMO.GBL.RPT.VGR", currency: "USD", value: 100 },
      ],
      v_currencies: [{ currencyCode: "ARS", amount: 3 }, { currency: "BRL", amount: 500 }, { amount: 7 }],
      visualizationGrosses: [
        { currency: "EUR", amount: 90 },
        { currency: "CLP", amount: 1e300 },
      ],
    });
    expect(hotelRateAlternativeAmounts(alt, "USD")).toEqual([
      money(100050, "ARS"),
      money(50000, "BRL"),
      money(9000, "EUR"),
    ]);
    const go = Result.getOrThrow(hotelRatePrice(alt, { ...context, priceGo: true }));
    expect(go.alternatives).toEqual([]);
    expect(go.perceptionKey).toBeUndefined();
    expect(go.taxLabelKey).toBe("hotel.taxesIncluded");
  });

  it("shows alternative currencies in the price's basis: a night's share per night, the stay's total per stay", () => {
    const alt = rate({
      prices: { gross: { amount: 364.71 } },
      pricesByNight: { gross: { amount: 121.57 } },
      ratePrices: [{ type: "NMO.GBL.RPT.VGR", currency: "ARS", value: 455887.5 }],
    });
    const night = Result.getOrThrow(hotelRatePrice(alt, context));
    expect(night.shown).toEqual(money(12157, "USD"));
    expect(night.alternatives).toEqual([money(15196250, "ARS")]);
    const stay = Result.getOrThrow(hotelRatePrice(alt, { ...context, perNight: false }));
    expect(stay.shown).toEqual(money(36471, "USD"));
    expect(stay.alternatives).toEqual([money(45588750, "ARS")]);
  });

  test.prop([arbFromSchema(HotelRate, { money: ["amount", "value"] }), fc.integer({ min: 1, max: 60 }), fc.boolean()], {
    numRuns: 1000,
  })(
    "each alternative amount is in the shown basis: × nights it is the stay's amount, within nights / 2 minor units",
    (r, nights, perNight) => {
      const stay = Result.getOrThrow(hotelRatePrice(r, { ...context, nights, perNight: false })).alternatives;
      const shown = Result.getOrThrow(hotelRatePrice(r, { ...context, nights, perNight })).alternatives;
      expect(shown.map((m) => m.currency)).toEqual(stay.map((m) => m.currency));
      shown.forEach((amount, index) => {
        const whole = stay[index]?.minor ?? 0;
        const factor = perNight ? nights : 1;
        expect(Math.abs(amount.minor * factor - whole)).toBeLessThanOrEqual(factor / 2);
      });
    },
  );

  it("fails on an amount too large for minor units", () => {
    expect(Result.isFailure(hotelRatePrice(rate({ prices: { gross: { amount: 1e300 } } }), context))).toBe(true);
    expect(Result.isFailure(hotelRatePrice(rate({ pricesByNight: { gross: { amount: 1e300 } } }), context))).toBe(true);
  });

  test.prop(
    [
      arbFromSchema(HotelRate, { money: ["amount", "value"] }).map((r) => ({ ...r, pricesByNight: undefined })),
      fc.integer({ min: 1, max: 60 }),
    ],
    {
      numRuns: 1000,
    },
  )("per-night × nights is within nights / 2 minor units of the total", (r, nights) => {
    const view = Result.getOrThrow(hotelRatePrice(r, { ...context, nights }));
    expect(Math.abs(view.perNight.minor * nights - view.total.minor)).toBeLessThanOrEqual(nights / 2);
    expect(view.shown).toEqual(view.perNight);
  });

  test.prop([arbFromSchema(HotelRate, { money: ["amount", "value"] }), fc.constantFrom("USD", "ARS")], {
    numRuns: 1000,
  })("alternatives hold one amount per currency, never the main one", (r, main) => {
    const currencies = hotelRateAlternativeAmounts(r, main).map((m) => m.currency);
    expect(new Set(currencies).size).toBe(currencies.length);
    expect(currencies).not.toContain(main);
  });
});
