import { fc, test } from "@fast-check/vitest";
import { describe, expect } from "vitest";
import { flightHotelRequiredFields, flightHotelStay, partialStayDateWithinFlight } from "./flightHotelStay.js";

const mad = { id: "1", name: "Madrid" };
const bcn = { id: "2", name: "Barcelona" };
const base = {
  to: { city: mad },
  checkIn: "2026-12-01",
  checkOut: "2026-12-10",
  in: "2026-12-03",
  out: "2026-12-06",
  accommodation: { city: bcn },
};

describe("flightHotelStay", () => {
  test("the flight dates and destination by default", () => {
    expect(flightHotelStay({ ...base, conditions: { different_hotel: false, partial_hotel: false } })).toEqual({
      city: mad,
      checkIn: "2026-12-01",
      checkOut: "2026-12-10",
      nights: 9,
    });
  });
  test("partial stay and different hotel", () => {
    expect(flightHotelStay({ ...base, conditions: { different_hotel: true, partial_hotel: true } })).toEqual({
      city: bcn,
      checkIn: "2026-12-03",
      checkOut: "2026-12-06",
      nights: 3,
    });
    expect(
      flightHotelStay({
        ...base,
        in: null,
        accommodation: null,
        conditions: { different_hotel: true, partial_hotel: true },
      }),
    ).toMatchObject({ city: null, nights: null });
  });
  test.prop([fc.integer({ min: -5, max: 15 })])("a partial date must lie within the flight dates", (offset) => {
    const date = `2026-12-${String(Math.min(28, Math.max(1, offset + 1))).padStart(2, "0")}`;
    expect(partialStayDateWithinFlight(date, "2026-12-01", "2026-12-10")).toBe(date <= "2026-12-10");
  });
  test("checkboxes make their fields required", () => {
    expect(flightHotelRequiredFields({ different_hotel: false, partial_hotel: false })).toEqual([
      "origins",
      "to.city",
      "checkIn",
      "checkOut",
    ]);
    expect(flightHotelRequiredFields({ different_hotel: true, partial_hotel: true })).toContain("accommodation.city");
    expect(flightHotelRequiredFields({ different_hotel: false, partial_hotel: true })).toContain("out");
  });
});
