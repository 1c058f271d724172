import { fc, test } from "@fast-check/vitest";
import { describe, expect, it } from "vitest";
import {
  arbBlank,
  arbFilled,
  arbOccupancy,
  arbPlace,
  arbToday,
  keysAt,
  plusDays,
  TODAY,
} from "../../validation/test/arbitraries.js";
import { translateIssue } from "../../validation/validationIssue.js";
import {
  PACKAGE_SEARCH_FORM_DEFAULTS,
  PACKAGE_SEARCH_FORM_LIMITS,
  type PackageSearchFormValues,
  validatePackageSearchForm,
  validateRequiredOnCheck,
} from "./packageSearchForm.js";

const valid: PackageSearchFormValues = {
  ...PACKAGE_SEARCH_FORM_DEFAULTS,
  origins: [{ id: "BUE", name: "Buenos Aires" }],
  destinationId: "CUN",
  destinationName: "Cancún",
  checkIn: "2027-02-01",
  checkOut: "2027-02-10",
};

const arbValid = fc
  .record({
    today: arbToday,
    origins: fc.array(arbPlace, { minLength: 1, maxLength: 3 }),
    destinationId: arbFilled,
    start: fc.integer({ min: 0, max: 300 }),
    nights: fc.integer({ min: 2, max: 30 }),
    differentHotel: fc.boolean(),
    accommodationCityId: arbFilled,
    partialHotel: fc.boolean(),
    split: fc.tuple(fc.nat(), fc.nat()),
    rooms: arbOccupancy(PACKAGE_SEARCH_FORM_LIMITS.desktop),
  })
  .map(({ today, start, nights, split, ...rest }) => {
    const inOffset = split[0] % nights;
    const outOffset = inOffset + 1 + (split[1] % (nights - inOffset));
    return {
      today,
      values: {
        ...PACKAGE_SEARCH_FORM_DEFAULTS,
        ...rest,
        checkIn: plusDays(today, start),
        checkOut: plusDays(today, start + nights),
        hotelIn: plusDays(today, start + inOffset),
        hotelOut: plusDays(today, start + outOffset),
      },
    };
  });

describe("validatePackageSearchForm", () => {
  it("has the spec's defaults: one room, availability NMO.HTL.AVB.CNF", () => {
    expect(PACKAGE_SEARCH_FORM_DEFAULTS.rooms).toHaveLength(1);
    expect(PACKAGE_SEARCH_FORM_DEFAULTS.availability).toBe("NMO.HTL.AVB.CNF");
  });

  it("accepts a filled form and reports every empty field at once", () => {
    expect(validatePackageSearchForm(valid, { today: TODAY })).toEqual([]);
    expect(validatePackageSearchForm(PACKAGE_SEARCH_FORM_DEFAULTS)).toEqual([
      { path: ["origins"], key: "package.originRequired" },
      { path: ["destinationId"], key: "package.destinationRequired" },
      { path: ["checkIn"], key: "package.dateRequired" },
      { path: ["checkOut"], key: "package.dateRequired" },
    ]);
  });

  it("requires the accommodation city only when different-hotel is checked", () => {
    expect(validatePackageSearchForm({ ...valid, differentHotel: false, accommodationCityId: "" })).toEqual([]);
    expect(validatePackageSearchForm({ ...valid, differentHotel: true, accommodationCityId: "" })).toEqual([
      { path: ["accommodationCityId"], key: "package.destinationRequired" },
    ]);
  });

  it("requires partial-stay dates only when partial-hotel is checked, inside the flight range", () => {
    expect(validatePackageSearchForm({ ...valid, partialHotel: false, hotelIn: "", hotelOut: "x" })).toEqual([]);
    expect(validatePackageSearchForm({ ...valid, partialHotel: true, hotelIn: "", hotelOut: "" })).toEqual([
      { path: ["hotelIn"], key: "package.dateRequired" },
      { path: ["hotelOut"], key: "package.dateRequired" },
    ]);
    const outside = validatePackageSearchForm({
      ...valid,
      partialHotel: true,
      hotelIn: "2027-01-31",
      hotelOut: "2027-02-11",
    });
    expect(outside).toEqual([
      { path: ["hotelIn"], key: "package.dateOutsideFlightRange" },
      { path: ["hotelOut"], key: "package.dateOutsideFlightRange" },
    ]);
    const edges = { ...valid, partialHotel: true, hotelIn: valid.checkIn, hotelOut: valid.checkOut };
    expect(validatePackageSearchForm(edges)).toEqual([]);
    const reversed = { ...valid, partialHotel: true, hotelIn: "2027-02-05", hotelOut: "2027-02-03" };
    expect(validatePackageSearchForm(reversed)).toEqual([{ path: ["hotelOut"], key: "forms.checkOutNotAfterCheckIn" }]);
  });

  it("checks the flight dates' order and the calendar", () => {
    expect(keysAt(validatePackageSearchForm({ ...valid, checkOut: "2027-01-01" }), "checkOut")).toEqual([
      "forms.checkOutNotAfterCheckIn",
    ]);
    expect(keysAt(validatePackageSearchForm({ ...valid, checkIn: "2020-01-01" }, { today: TODAY }), "checkIn")).toEqual(
      ["forms.dateInPast"],
    );
  });

  it("bounds rooms per variant: children 0-3, rooms 1-7 on the results version", () => {
    const rooms = [{ adults: 2, children: 4, ages: [3, 4, 5, 6] }];
    expect(keysAt(validatePackageSearchForm({ ...valid, rooms }), "rooms", 0, "children")).toEqual([
      "occupancy.childrenOutOfRange",
    ]);
    const eight = Array.from({ length: 8 }, () => ({ adults: 1, children: 0, ages: [] }));
    expect(validatePackageSearchForm({ ...valid, rooms: eight })).toEqual([]);
    expect(keysAt(validatePackageSearchForm({ ...valid, rooms: eight }, { variant: "results" }), "rooms")).toEqual([
      "occupancy.roomsOutOfRange",
    ]);
  });

  it("has a '%s es requerido.' rule for fields a checkbox makes required", () => {
    expect(validateRequiredOnCheck(false, "", ["hotelIn"], "package.hotelIn")).toEqual([]);
    expect(validateRequiredOnCheck(true, "2027-01-01", ["hotelIn"], "package.hotelIn")).toEqual([]);
    const [issue] = validateRequiredOnCheck(true, " ", ["hotelIn"], "package.hotelIn");
    expect(issue).toEqual({ path: ["hotelIn"], key: "package.fieldRequired", params: { field: "package.hotelIn" } });
    if (issue !== undefined) expect(translateIssue("es", issue)).toBe("Entrada al hotel es requerido.");
  });

  test.prop([arbValid], { numRuns: 1000 })("random valid forms pass", ({ today, values }) => {
    expect(validatePackageSearchForm(values, { today })).toEqual([]);
  });

  test.prop(
    [
      arbValid,
      fc.constantFrom("origins", "destinationId", "checkIn", "accommodationCityId", "hotelIn", "hotelOut", "rooms"),
      arbBlank,
    ],
    { numRuns: 1000 },
  )("random broken forms report the broken field", ({ today, values }, field, blank) => {
    const broken: PackageSearchFormValues =
      field === "origins"
        ? { ...values, origins: [] }
        : field === "rooms"
          ? { ...values, rooms: [] }
          : field === "accommodationCityId"
            ? { ...values, differentHotel: true, accommodationCityId: blank }
            : field === "hotelIn" || field === "hotelOut"
              ? { ...values, partialHotel: true, [field]: blank }
              : { ...values, [field]: blank };
    const issues = validatePackageSearchForm(broken, { today });
    expect(issues.length).toBeGreaterThan(0);
    // A blank check-in also leaves the partial-stay dates without a lower bound, never with a new error.
    expect(issues.every((issue) => issue.path[0] === field)).toBe(true);
  });
});
