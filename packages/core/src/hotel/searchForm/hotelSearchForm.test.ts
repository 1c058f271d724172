import { fc, test } from "@fast-check/vitest";
import { describe, expect, it } from "vitest";
import { translate } from "../../locale/catalog.js";
import {
  arbBlank,
  arbFilled,
  arbOccupancy,
  arbToday,
  keysAt,
  plusDays,
  TODAY,
} from "../../validation/test/arbitraries.js";
import {
  HOTEL_AVAILABILITY_LABEL_KEYS,
  HOTEL_SEARCH_FORM_DEFAULTS,
  HOTEL_SEARCH_FORM_LIMITS,
  type HotelSearchFormValues,
  type HotelSearchFormVariant,
  validateHotelSearchForm,
} from "./hotelSearchForm.js";

const VARIANTS: readonly HotelSearchFormVariant[] = ["home", "results", "package"];

const valid: HotelSearchFormValues = {
  ...HOTEL_SEARCH_FORM_DEFAULTS,
  destinationId: "BUE",
  destinationName: "Buenos Aires",
  checkIn: "2026-12-01",
  checkOut: "2026-12-05",
};

const arbValid = (variant: HotelSearchFormVariant) =>
  fc
    .record({
      today: arbToday,
      destinationId: arbFilled,
      start: fc.integer({ min: 0, max: 300 }),
      nights: fc.integer({ min: 1, max: 30 }),
      rooms: arbOccupancy(HOTEL_SEARCH_FORM_LIMITS[variant]),
    })
    .map(({ today, destinationId, start, nights, rooms }) => ({
      today,
      values: {
        ...HOTEL_SEARCH_FORM_DEFAULTS,
        destinationId,
        checkIn: plusDays(today, start),
        checkOut: plusDays(today, start + nights),
        rooms,
      },
    }));

describe("validateHotelSearchForm", () => {
  it("has the spec's defaults: one room of 2 adults, no children, availability CNF", () => {
    expect(HOTEL_SEARCH_FORM_DEFAULTS.rooms).toEqual([{ adults: 2, children: 0, ages: [] }]);
    expect(HOTEL_SEARCH_FORM_DEFAULTS.availability).toBe("CNF");
    expect(translate("es", HOTEL_AVAILABILITY_LABEL_KEYS.ORQ)).toBe("Bajo petición");
  });

  it("accepts a filled form", () => {
    for (const variant of VARIANTS) expect(validateHotelSearchForm(valid, { variant, today: TODAY })).toEqual([]);
  });

  it("reports every empty field at once with the home messages", () => {
    expect(validateHotelSearchForm(HOTEL_SEARCH_FORM_DEFAULTS)).toEqual([
      { path: ["destinationId"], key: "forms.homeDestinationRequired" },
      { path: ["checkIn"], key: "forms.homeCheckInRequired" },
      { path: ["checkOut"], key: "forms.homeCheckOutRequired" },
    ]);
  });

  it("uses 'Ingrese fecha de entrada.' / 'Ingrese fecha de salida.' on the results form", () => {
    const issues = validateHotelSearchForm({ ...valid, checkIn: "", checkOut: "" }, { variant: "results" });
    expect(keysAt(issues, "checkIn")).toEqual(["forms.checkInRequired"]);
    expect(keysAt(issues, "checkOut")).toEqual(["forms.checkOutRequired"]);
  });

  it("refuses malformed dates, check-out not after check-in, past days and days beyond 25 months", () => {
    expect(keysAt(validateHotelSearchForm({ ...valid, checkIn: "2026-02-30" }), "checkIn")).toEqual([
      "forms.dateInvalid",
    ]);
    expect(keysAt(validateHotelSearchForm({ ...valid, checkOut: valid.checkIn }), "checkOut")).toEqual([
      "forms.checkOutNotAfterCheckIn",
    ]);
    const past = validateHotelSearchForm({ ...valid, checkIn: "2026-11-20" }, { today: TODAY });
    expect(keysAt(past, "checkIn")).toEqual(["forms.dateInPast"]);
    const far = validateHotelSearchForm({ ...valid, checkOut: "2028-12-01" }, { today: TODAY });
    expect(far).toEqual([{ path: ["checkOut"], key: "forms.dateBeyondCalendar", params: { months: 25 } }]);
    expect(validateHotelSearchForm({ ...valid, checkOut: "2028-11-30" }, { today: TODAY })).toEqual([]);
    const results = validateHotelSearchForm({ ...valid, checkOut: "2027-12-01" }, { variant: "results", today: TODAY });
    expect(keysAt(results, "checkOut")).toEqual(["forms.dateBeyondCalendar"]);
  });

  it("applies each variant's room bounds through validateOccupancy", () => {
    const eightRooms = Array.from({ length: 8 }, () => ({ adults: 1, children: 0, ages: [] }));
    expect(validateHotelSearchForm({ ...valid, rooms: eightRooms }, { variant: "home" })).toEqual([]);
    expect(validateHotelSearchForm({ ...valid, rooms: eightRooms }, { variant: "results" })).toEqual([
      { path: ["rooms"], key: "occupancy.roomsOutOfRange", params: { min: 1, max: 7 } },
    ]);
    const fourChildren = [{ adults: 2, children: 4, ages: [1, 2, 3, 4] }];
    expect(validateHotelSearchForm({ ...valid, rooms: fourChildren }, { variant: "home" })).toEqual([]);
    expect(validateHotelSearchForm({ ...valid, rooms: fourChildren }, { variant: "package" })).toEqual([
      { path: ["rooms", 0, "children"], key: "occupancy.childrenOutOfRange", params: { min: 0, max: 3 } },
    ]);
    const missingAge = [{ adults: 2, children: 1, ages: [] }];
    expect(validateHotelSearchForm({ ...valid, rooms: missingAge })).toEqual([
      { path: ["rooms", 0, "ages", 0], key: "occupancy.childAgeRequired" },
    ]);
    const adults = [{ adults: 0, children: 0, ages: [] }];
    expect(validateHotelSearchForm({ ...valid, rooms: adults })).toEqual([
      { path: ["rooms", 0, "adults"], key: "occupancy.adultsOutOfRange", params: { min: 1, max: 9 } },
    ]);
    const age = [{ adults: 2, children: 1, ages: [18] }];
    expect(validateHotelSearchForm({ ...valid, rooms: age })).toEqual([
      { path: ["rooms", 0, "ages", 0], key: "occupancy.childAgeOutOfRange", params: { min: 0, max: 17 } },
    ]);
  });

  test.prop([fc.constantFrom(...VARIANTS).chain(arbValid)], { numRuns: 1000 })(
    "random valid forms pass",
    ({ today, values }) => {
      for (const variant of VARIANTS) {
        const limits = HOTEL_SEARCH_FORM_LIMITS[variant];
        const fits =
          values.rooms.length <= limits.rooms.max && values.rooms.every((r) => r.children <= limits.children.max);
        if (fits) expect(validateHotelSearchForm(values, { variant, today })).toEqual([]);
      }
    },
  );

  test.prop(
    [arbValid("home"), fc.constantFrom("destinationId", "checkIn", "checkOut", "rooms"), arbBlank, fc.boolean()],
    {
      numRuns: 1000,
    },
  )("random broken forms report the broken field", ({ today, values }, field, blank, sameDay) => {
    const broken: HotelSearchFormValues =
      field === "rooms"
        ? { ...values, rooms: [] }
        : field === "checkOut"
          ? { ...values, checkOut: sameDay ? values.checkIn : blank }
          : { ...values, [field]: blank };
    const issues = validateHotelSearchForm(broken, { today });
    expect(issues.length).toBeGreaterThan(0);
    expect(issues.every((issue) => issue.path[0] === field)).toBe(true);
  });
});
