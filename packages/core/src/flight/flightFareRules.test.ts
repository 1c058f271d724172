import { fc, test } from "@fast-check/vitest";
import { describe, expect } from "vitest";
import { FlightRuleDetail } from "../api/flightSearchReply.js";
import { arbFromSchema } from "../test/arbFromSchema.js";
import { FLIGHT_ADULT_AGE_TYPE, flightAdultRestrictions, flightFareDetails } from "./flightFareRules.js";

/** Fare details whose restrictions carry the spec's age types: a Schema string alone is never the adult one. */
const arbRuleDetail = fc
  .tuple(
    arbFromSchema(FlightRuleDetail),
    fc.array(fc.constantFrom(FLIGHT_ADULT_AGE_TYPE, "NMO.GBL.AGT.CHD", "NMO.GBL.AGT.INF"), {
      minLength: 8,
      maxLength: 8,
    }),
  )
  .map(([detail, ageTypes]) => ({
    ...detail,
    restrictions: detail.restrictions.map((restriction, index) => ({
      ...restriction,
      ageType: ageTypes[index % ageTypes.length] ?? restriction.ageType,
    })),
  }));

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
  test.prop([arbRuleDetail], { numRuns: 1000 })("every restriction shown is an adult one", (detail) => {
    const view = flightFareDetails(detail);
    expect(view.restrictions.every((r) => r.ageType === FLIGHT_ADULT_AGE_TYPE)).toBe(true);
    expect(view.rules).toHaveLength(detail.rules.length);
  });
});
