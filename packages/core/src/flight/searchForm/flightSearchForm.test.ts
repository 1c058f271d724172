import { fc, test } from "@fast-check/vitest";
import { describe, expect, it } from "vitest";
import { translate } from "../../locale/catalog.js";
import { arbBlank, arbFilled, arbPlace, arbToday, keysAt, plusDays, TODAY } from "../../validation/test/arbitraries.js";
import {
  FLIGHT_FORM_CABIN_LABEL_KEYS,
  FLIGHT_FORM_CABINS,
  FLIGHT_FORM_STOPS_LABEL_KEYS,
  FLIGHT_SEARCH_FORM_DEFAULTS,
  type FlightAgeCode,
  type FlightSearchFormValues,
  validateFlightSearchForm,
} from "./flightSearchForm.js";

const valid: FlightSearchFormValues = {
  ...FLIGHT_SEARCH_FORM_DEFAULTS,
  origins: [{ id: "BUE", name: "Buenos Aires" }],
  destinationId: "MAD",
  destinationName: "Madrid",
  departure: "2027-03-01",
  returnDate: "2027-03-15",
};

const arbValid = fc
  .record({
    today: arbToday,
    origins: fc.array(arbPlace, { minLength: 1, maxLength: 4 }),
    destinationId: arbFilled,
    start: fc.integer({ min: 0, max: 300 }),
    length: fc.integer({ min: 0, max: 30 }),
    oneWay: fc.boolean(),
    adults: fc.integer({ min: 1, max: 9 }),
    children: fc.integer({ min: 0, max: 4 }),
    seed: fc.array(fc.constantFrom<FlightAgeCode>(1, 2, 3), { minLength: 4, maxLength: 4 }),
  })
  .map(({ today, start, length, children, seed, adults, ...rest }) => {
    // At most `adults` infants: extra babies become children.
    let babies = 0;
    const ages = seed.slice(0, children).map((code) => (code === 1 && ++babies > adults ? 2 : code));
    return {
      today,
      values: {
        ...FLIGHT_SEARCH_FORM_DEFAULTS,
        ...rest,
        adults,
        children,
        ages,
        departure: plusDays(today, start),
        returnDate: plusDays(today, start + length),
      },
    };
  });

describe("validateFlightSearchForm", () => {
  it("has the spec's defaults: adults 1, children 0, cabin ALL, sort PRICE:ASC", () => {
    expect(FLIGHT_SEARCH_FORM_DEFAULTS).toMatchObject({ adults: 1, children: 0, cabin: "ALL", sort: "PRICE:ASC" });
  });

  it("labels every cabin and connection option", () => {
    expect(FLIGHT_FORM_CABINS.map((cabin) => translate("es", FLIGHT_FORM_CABIN_LABEL_KEYS[cabin]))).toEqual([
      "Indistinta",
      "Económica",
      "Ejecutiva",
      "Primera",
    ]);
    expect(translate("en", FLIGHT_FORM_STOPS_LABEL_KEYS[2])).toBe("2 or more stops");
  });

  it("accepts a filled form in both variants", () => {
    expect(validateFlightSearchForm(valid, { today: TODAY })).toEqual([]);
    expect(validateFlightSearchForm(valid, { variant: "compact", today: TODAY })).toEqual([]);
  });

  it("reports every empty field at once", () => {
    expect(validateFlightSearchForm(FLIGHT_SEARCH_FORM_DEFAULTS)).toEqual([
      { path: ["origins"], key: "flight.originRequired" },
      { path: ["destinationId"], key: "flight.destinationRequired" },
      { path: ["departure"], key: "flight.departureRequired" },
      { path: ["returnDate"], key: "flight.returnRequired" },
    ]);
  });

  it("tells a destination typed but not chosen from the list", () => {
    expect(keysAt(validateFlightSearchForm({ ...valid, destinationId: "" }), "destinationId")).toEqual([
      "flight.destinationInvalid",
    ]);
  });

  it("does not require the return when one-way", () => {
    expect(validateFlightSearchForm({ ...valid, oneWay: true, returnDate: "" })).toEqual([]);
    expect(validateFlightSearchForm({ ...valid, oneWay: true, returnDate: "2027-02-01" })).toEqual([]);
    expect(keysAt(validateFlightSearchForm({ ...valid, returnDate: "2027-02-01" }), "returnDate")).toEqual([
      "flight.returnBeforeDeparture",
    ]);
    expect(validateFlightSearchForm({ ...valid, returnDate: valid.departure })).toEqual([]);
  });

  it("checks dates against the 13-month picker", () => {
    expect(
      keysAt(validateFlightSearchForm({ ...valid, departure: "2026-11-01" }, { today: TODAY }), "departure"),
    ).toEqual(["forms.dateInPast"]);
    expect(
      keysAt(validateFlightSearchForm({ ...valid, returnDate: "2027-12-01" }, { today: TODAY }), "returnDate"),
    ).toEqual(["forms.dateBeyondCalendar"]);
    expect(keysAt(validateFlightSearchForm({ ...valid, departure: "01/03/2027" }), "departure")).toEqual([
      "forms.dateInvalid",
    ]);
  });

  it("requires an age for every child: 'Debe elegir una edad para el menor'", () => {
    const issues = validateFlightSearchForm({ ...valid, adults: 2, children: 2, ages: [0] });
    expect(keysAt(issues, "ages", 0)).toEqual(["flight.childAgeRequired"]);
    expect(keysAt(issues, "ages", 1)).toEqual(["flight.childAgeRequired"]);
  });

  it("refuses more infants (codes 0 or 1) than adults", () => {
    expect(validateFlightSearchForm({ ...valid, adults: 1, children: 2, ages: [1, 1] })).toEqual([
      { path: ["adults"], key: "flight.infantsExceedAdults" },
    ]);
    expect(validateFlightSearchForm({ ...valid, adults: 2, children: 2, ages: [1, 1] })).toEqual([]);
    expect(validateFlightSearchForm({ ...valid, adults: 1, children: 2, ages: [1, 2] })).toEqual([]);
  });

  it("bounds adults 1-9 and children 0-4 through validateOccupancy", () => {
    expect(validateFlightSearchForm({ ...valid, adults: 0 })).toEqual([
      { path: ["adults"], key: "occupancy.adultsOutOfRange", params: { min: 1, max: 9 } },
    ]);
    expect(validateFlightSearchForm({ ...valid, adults: 9, children: 5, ages: [2, 2, 2, 2, 2] })).toEqual([
      { path: ["children"], key: "occupancy.childrenOutOfRange", params: { min: 0, max: 4 } },
    ]);
  });

  test.prop([arbValid], { numRuns: 1000 })("random valid forms pass", ({ today, values }) => {
    expect(validateFlightSearchForm(values, { today })).toEqual([]);
  });

  test.prop([arbValid, fc.constantFrom("origins", "destinationId", "departure", "returnDate", "adults"), arbBlank], {
    numRuns: 1000,
  })("random broken forms report the broken field", ({ today, values }, field, blank) => {
    const broken: FlightSearchFormValues =
      field === "origins"
        ? { ...values, origins: [] }
        : field === "adults"
          ? { ...values, adults: 10 }
          : field === "returnDate"
            ? { ...values, oneWay: false, returnDate: blank }
            : { ...values, [field]: blank };
    const issues = validateFlightSearchForm(broken, { today });
    expect(issues.length).toBeGreaterThan(0);
    expect(issues.every((issue) => issue.path[0] === field)).toBe(true);
  });
});
