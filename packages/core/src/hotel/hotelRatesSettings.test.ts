import { fc, test } from "@fast-check/vitest";
import { describe, expect, it } from "vitest";
import type { CalendarDate } from "../dates/calendarDate.js";
import { hotelRatesSettings } from "./hotelRatesSettings.js";

const stay = { checkIn: "2027-01-12" as CalendarDate, checkOut: "2027-01-15" as CalendarDate };

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
