import { fc, test } from "@fast-check/vitest";
import { describe, expect, it } from "vitest";
import type { CalendarDate } from "../dates/calendarDate.js";
import { type HotelRatesReply, hotelRatesReplyOf } from "./hotelRatesReply.js";
import { hotelRatesSettings } from "./hotelRatesSettings.js";

const stay = { checkIn: "2027-01-12" as CalendarDate, checkOut: "2027-01-15" as CalendarDate };

const arbFlag = fc.option(fc.boolean(), { nil: undefined });
const arbTax = fc.option(fc.string({ maxLength: 12 }), { nil: undefined });
/** A reply's envelope with the fields the rooms tab reads, some absent, and a list of hotels it does not. */
const arbReply = fc.record(
  {
    currency: fc.record({ grossCurrency: fc.record({ code: fc.constantFrom("USD", "EUR", "ARS") }) }),
    perNight: arbFlag,
    showPricesIncludeTaxes: arbFlag,
    countryTax: arbTax,
    rgTax: arbTax,
    featureGroups: fc.subarray(["all", "go", "B2B"]),
    enableBudgeting: arbFlag,
    enablePricer: arbFlag,
    smartFlow: arbFlag,
    relatedRates: arbFlag,
    hotels: fc.array(fc.record({ hotelDetailId: fc.string() }), { maxLength: 3 }),
  },
  { requiredKeys: ["hotels"] },
);

describe("hotelRatesReplyOf", () => {
  test.prop([arbReply, fc.record({ enableBudgeting: fc.boolean(), smartFlow: fc.boolean() })], { numRuns: 1000 })(
    "keeps every field the rooms tab's settings read, and no hotel",
    (reply, flags) => {
      const envelope = hotelRatesReplyOf(reply as HotelRatesReply);
      expect("hotels" in envelope).toBe(false);
      const fallback = { flags, featureGroups: ["go"], currencyId: "ARS" };
      expect(hotelRatesSettings(envelope, fallback, stay)).toEqual(
        hotelRatesSettings(reply as HotelRatesReply, fallback, stay),
      );
    },
  );
});

describe("hotelRatesSettings", () => {
  it("reads the reply first, then the portal configuration, then the defaults", () => {
    const reply = { currency: { grossCurrency: { code: "EUR" } }, perNight: true, smartFlow: false };
    const settings = hotelRatesSettings(
      reply,
      { flags: { smartFlow: true, relatedRates: true }, currencyId: "ARS" },
      stay,
    );
    expect(settings).toMatchObject({
      smartFlow: false,
      relatedRates: true,
      pricerEnabled: false,
      budgetControls: false,
    });
    expect(settings.price).toMatchObject({ currency: "EUR", perNight: true, nights: 3, priceGo: false });
    const bare = hotelRatesSettings(undefined, { flags: { enablePricer: true }, currencyId: null }, stay);
    expect(bare).toMatchObject({ pricerEnabled: true, budgetControls: true, price: { currency: "USD" } });
    expect(hotelRatesSettings({ featureGroups: ["go"] }, { flags: {}, currencyId: "ARS" }, stay).price).toMatchObject({
      currency: "ARS",
      priceGo: true,
    });
  });

  test.prop([fc.option(fc.boolean(), { nil: undefined }), fc.boolean(), fc.boolean()], { numRuns: 1000 })(
    "budget controls show exactly when budgeting or the pricer is on, the reply winning over the configuration",
    (fromReply, configBudgeting, configPricer) => {
      const settings = hotelRatesSettings(
        fromReply === undefined ? {} : { enableBudgeting: fromReply },
        { flags: { enableBudgeting: configBudgeting, enablePricer: configPricer }, currencyId: "USD" },
        stay,
      );
      expect(settings.budgetControls).toBe((fromReply ?? configBudgeting) || configPricer);
    },
  );

  const arbGroups = fc.subarray(["all", "go", "B2B"] as const);
  test.prop([fc.option(arbGroups, { nil: undefined }), arbGroups], {
    numRuns: 1000,
  })("price-GO from the reply's feature groups, else the portal configuration's", (fromReply, fromConfig) => {
    const settings = hotelRatesSettings(
      { featureGroups: fromReply },
      { flags: {}, featureGroups: fromConfig, currencyId: "USD" },
      stay,
    );
    const groups = fromReply ?? fromConfig;
    expect(settings.price.priceGo).toBe(groups.includes("go") && !groups.includes("all"));
  });
});
