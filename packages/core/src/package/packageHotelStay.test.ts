import { fc, test } from "@fast-check/vitest";
import { Result } from "effect";
import { describe, expect } from "vitest";
import { addDaysToCalendarDate, type CalendarDate, parseCalendarDate } from "../dates/index.js";
import type { PackageSearch } from "../routes/packageSearch.js";
import { packageFormNights, packageHotelStay, packageHotelStayShown } from "./packageHotelStay.js";

const day = (text: string): CalendarDate => Result.getOrThrow(parseCalendarDate(text));
const mad = { id: "1", name: "Madrid" };
const bcn = { id: "2", name: "Barcelona" };
const search: PackageSearch = {
  origins: [{ id: "BUE", name: "Buenos Aires" }],
  toCity: mad,
  checkIn: day("2026-12-01"),
  checkOut: day("2026-12-10"),
  rooms: [{ adults: 2, children: 0, ages: [] }],
  differentHotel: null,
  partialHotel: null,
};

describe("packageHotelStay", () => {
  test("the flight's destination and dates by default", () => {
    expect(packageHotelStay(search)).toEqual({ city: mad, checkIn: "2026-12-01", checkOut: "2026-12-10", nights: 9 });
  });
  test("a different hotel and part of the stay", () => {
    expect(
      packageHotelStay({
        ...search,
        differentHotel: bcn,
        partialHotel: { checkIn: day("2026-12-03"), checkOut: day("2026-12-06") },
      }),
    ).toEqual({ city: bcn, checkIn: "2026-12-03", checkOut: "2026-12-06", nights: 3 });
  });
});

describe("packageHotelStayShown", () => {
  test.prop([fc.integer({ min: 0, max: 30 }), fc.integer({ min: 0, max: 30 }), fc.boolean()], { numRuns: 1000 })(
    "the hotel's city, its dates as cards write them, and its nights",
    (start, length, different) => {
      const checkIn = addDaysToCalendarDate(search.checkIn, start);
      const checkOut = addDaysToCalendarDate(checkIn, length);
      const partial = { ...search, differentHotel: different ? bcn : null, partialHotel: { checkIn, checkOut } };
      const asOnCards = (date: string) => date.split("-").reverse().join("/");
      expect(packageHotelStayShown(partial)).toEqual({
        city: different ? "Barcelona" : "Madrid",
        checkIn: asOnCards(checkIn),
        checkOut: asOnCards(checkOut),
        nights: length,
      });
      expect(packageHotelStayShown(search)).toMatchObject({ checkIn: "01/12/2026", checkOut: "10/12/2026", nights: 9 });
    },
  );
});

describe("packageFormNights", () => {
  const form = { checkIn: "2026-12-01", checkOut: "2026-12-10", partialHotel: false, hotelIn: "", hotelOut: "" };
  test("flight dates, or the partial stay when checked; null while incomplete or reversed", () => {
    expect(packageFormNights(form)).toBe(9);
    expect(packageFormNights({ ...form, partialHotel: true, hotelIn: "2026-12-03" })).toBeNull();
    expect(packageFormNights({ ...form, partialHotel: true, hotelIn: "2026-12-03", hotelOut: "2026-12-05" })).toBe(2);
    expect(packageFormNights({ ...form, checkOut: "2026-11-30" })).toBeNull();
  });
  test.prop([fc.integer({ min: 0, max: 400 })], { numRuns: 1000 })("nights equal the days between", (n) => {
    const out = addDaysToCalendarDate(day("2026-12-01"), n);
    expect(packageFormNights({ ...form, checkOut: out })).toBe(n);
  });
});
