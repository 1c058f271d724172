import { test } from "@fast-check/vitest";
import { arbFlightRuleDetail } from "@travesia/testkit/arbitraries";
import { describe, expect } from "vitest";
import { FLIGHT_ADULT_AGE_TYPE, flightAdultRestrictions, flightFareDetails } from "./flightFareRules.js";

describe("fare details and rules", () => {
  test("only adult restrictions are shown", () => {
    expect(
      flightAdultRestrictions([
        { ageType: "NMO.GBL.AGT.ADT", text: "a" },
        { ageType: "NMO.GBL.AGT.CHD", text: "c" },
      ]),
    ).toEqual([{ ageType: "NMO.GBL.AGT.ADT", text: "a" }]);
  });
  test("the panel reads fareTypes[0], carriers, fare basis, availability", () => {
    const view = flightFareDetails({
      fareTypes: [{ name: "Publicada" }, { name: "Otra" }],
      lastTicketDate: "2026-12-01",
      validatingCarriers: [
        { name: "Aerolíneas", code: "AR" },
        { name: "", code: "LA" },
        { name: "Aerolíneas", code: "AR" },
      ],
      baseUnitRates: [{ FareBasis: "YOW" }, { FareBasis: "YOW" }, { FareBasis: "" }],
      availability: [{ bookingClass: "Y", seats: 4 }],
      restrictions: [{ ageType: FLIGHT_ADULT_AGE_TYPE, text: "No reembolsable" }],
      rules: [{ category: { description: "Cambios" }, text: "Permitidos" }],
    });
    expect(view).toEqual({
      fareType: "Publicada",
      lastTicketDate: "2026-12-01",
      validatingCarriers: ["Aerolíneas", "LA"],
      fareBasis: ["YOW"],
      availability: [{ bookingClass: "Y", seats: 4 }],
      restrictions: [{ ageType: FLIGHT_ADULT_AGE_TYPE, text: "No reembolsable" }],
      rules: [{ title: "Cambios", text: "Permitidos" }],
    });
    expect(flightFareDetails({ fareTypes: [], restrictions: [], rules: [] })).toMatchObject({
      fareType: null,
      lastTicketDate: null,
      fareBasis: [],
    });
  });
  test.prop([arbFlightRuleDetail], { numRuns: 1000 })("every restriction shown is an adult one", (detail) => {
    const view = flightFareDetails(detail);
    expect(view.restrictions.every((r) => r.ageType === FLIGHT_ADULT_AGE_TYPE)).toBe(true);
    expect(view.rules).toHaveLength(detail.rules.length);
  });
});
