import { fc, test } from "@fast-check/vitest";
import { describe, expect, it } from "vitest";
import { arbBlank, arbFilled, arbToday, keysAt, plusDays, TODAY } from "../../validation/test/arbitraries.js";
import {
  HOUSE_PASSENGER_LIMITS,
  HOUSE_SEARCH_FORM_DEFAULTS,
  type HouseSearchFormValues,
  validateHouseSearchForm,
} from "./houseSearchForm.js";

const valid: HouseSearchFormValues = {
  ...HOUSE_SEARCH_FORM_DEFAULTS,
  destinationId: "MDQ",
  checkIn: "2027-01-02",
  checkOut: "2027-01-09",
};

const arbValid = fc
  .record({
    today: arbToday,
    destinationId: arbFilled,
    start: fc.integer({ min: 0, max: 300 }),
    nights: fc.integer({ min: 1, max: 30 }),
    passengers: fc.integer(HOUSE_PASSENGER_LIMITS),
  })
  .map(({ today, start, nights, ...rest }) => ({
    today,
    values: {
      ...HOUSE_SEARCH_FORM_DEFAULTS,
      ...rest,
      checkIn: plusDays(today, start),
      checkOut: plusDays(today, start + nights),
    },
  }));

describe("validateHouseSearchForm", () => {
  it("defaults to 2 passengers", () => expect(HOUSE_SEARCH_FORM_DEFAULTS.passengers).toBe(2));

  it("accepts a filled form and reports every empty field", () => {
    expect(validateHouseSearchForm(valid, { today: TODAY })).toEqual([]);
    expect(validateHouseSearchForm(HOUSE_SEARCH_FORM_DEFAULTS).map((issue) => issue.key)).toEqual([
      "forms.homeDestinationRequired",
      "forms.homeCheckInRequired",
      "forms.homeCheckOutRequired",
    ]);
  });

  it("checks the passengers, the order of the dates and the calendar", () => {
    expect(validateHouseSearchForm({ ...valid, passengers: 0 })).toEqual([
      { path: ["passengers"], key: "forms.passengersOutOfRange", params: { min: 1, max: 20 } },
    ]);
    expect(keysAt(validateHouseSearchForm({ ...valid, passengers: 2.5 }), "passengers")).toEqual([
      "forms.passengersOutOfRange",
    ]);
    expect(keysAt(validateHouseSearchForm({ ...valid, checkOut: "2027-01-01" }), "checkOut")).toEqual([
      "forms.checkOutNotAfterCheckIn",
    ]);
    expect(keysAt(validateHouseSearchForm({ ...valid, checkIn: "2026-01-01" }, { today: TODAY }), "checkIn")).toEqual([
      "forms.dateInPast",
    ]);
  });

  test.prop([arbValid], { numRuns: 1000 })("random valid forms pass", ({ today, values }) => {
    expect(validateHouseSearchForm(values, { today })).toEqual([]);
  });

  test.prop([arbValid, fc.constantFrom("destinationId", "checkIn", "checkOut", "passengers"), arbBlank], {
    numRuns: 1000,
  })("random broken forms report the broken field", ({ today, values }, field, blank) => {
    const broken = field === "passengers" ? { ...values, passengers: -1 } : { ...values, [field]: blank };
    const issues = validateHouseSearchForm(broken, { today });
    expect(issues.length).toBeGreaterThan(0);
    expect(issues.every((issue) => issue.path[0] === field)).toBe(true);
  });
});
