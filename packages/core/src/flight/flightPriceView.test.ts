import { describe, expect, it } from "vitest";
import { money } from "../money/index.js";
import { flightPriceView } from "./flightPriceView.js";
import { option, segment, solution } from "./test/flightFixtures.js";

const trips = [[option("a", [segment("EZE", "MIA", "20270301T0800", "20270301T1800")])]];
const priced = {
  ...solution(1000, trips, { charge: 100 }),
  summary: { validatingCarrier: [{ name: "AR", code: "AR" }], totalPsgrs: 3 },
};
const withVgr = {
  ...priced,
  prices: {
    totalPrices: [...priced.prices.totalPrices, { type: "NMO.GBL.RPT.VGR", amount: 1_200_000, currency: "ARS" }],
  },
};

describe("flightPriceView", () => {
  it("has five rows, the per-passenger price and the secondary currency", () => {
    const view = flightPriceView(withVgr, { countryTax: false, rgTax: false, priceGo: false });
    expect(view.rows.map((row) => row.row)).toEqual(["perPerson", "timesPassengers", "taxes", "charges", "total"]);
    expect(view.perPassenger).toEqual(money(30000, "USD"));
    expect(view.total).toEqual(money(100000, "USD"));
    expect(view.secondary).toEqual(money(120000000, "ARS"));
    expect(view.passengers).toBe(3);
    expect([view.countryTaxKey, view.perceptionKey]).toEqual([null, null]);
  });

  it("shows the notes by flag; price-GO hides the secondary currency and the RG5463/23 note", () => {
    const flagged = flightPriceView(withVgr, { countryTax: true, rgTax: true, priceGo: false });
    expect([flagged.countryTaxKey, flagged.perceptionKey]).toEqual(["shell.countryTax", "shell.perceptionTax"]);
    const go = flightPriceView(withVgr, { countryTax: true, rgTax: true, priceGo: true });
    expect([go.countryTaxKey, go.perceptionKey, go.secondary]).toEqual(["shell.countryTax", null, null]);
    expect(go.rows).toHaveLength(5);
  });
});
