import { fc, test } from "@fast-check/vitest";
import { describe, expect, it } from "vitest";
import { money } from "../money/money.js";
import { packageBudgetLine, packageBudgetLineTitle } from "./packageBudgetLine.js";

const arbName = fc.string({ minLength: 1, maxLength: 40 }).filter((text) => text.trim() !== "");
const arbDate = fc
  .date({ min: new Date("2020-01-01T00:00:00Z"), max: new Date("2035-12-31T00:00:00Z"), noInvalidDate: true })
  .map((date) => date.toISOString().slice(0, 10));
const arbMinor = fc.integer({ min: 0, max: 100_000_000 });
const arbParts = fc.record({
  origin: arbName,
  destination: arbName,
  hotel: arbName,
  departure: arbDate,
  back: fc.option(arbDate, { nil: null }),
  flight: arbMinor.map((minor) => money(minor, "USD")),
  hotelStay: arbMinor.map((minor) => money(minor, "USD")),
});

describe("packageBudgetLine", () => {
  test.prop([arbParts], { numRuns: 1000 })("names the route, the hotel and the dates, in that order", (parts) => {
    const title = packageBudgetLineTitle(parts);
    const route = `${parts.origin.trim()} → ${parts.destination.trim()}`;
    expect(title.startsWith(`${route} · `)).toBe(true);
    const dates = parts.back === null ? parts.departure : `${parts.departure} – ${parts.back}`;
    expect(title.endsWith(` · ${dates}`)).toBe(true);
    expect(title.slice(route.length + 3, title.length - dates.length - 3)).toBe(parts.hotel.trim());
  });

  test.prop([arbParts], { numRuns: 1000 })("costs the flight plus the hotel, in minor units rounded once", (parts) => {
    const line = packageBudgetLine(parts);
    expect(line?.title).toBe(packageBudgetLineTitle(parts));
    expect(line?.price.currency).toBe("USD");
    expect(Math.round((line?.price.amount ?? Number.NaN) * 100)).toBe(parts.flight.minor + parts.hotelStay.minor);
  });

  test.prop([arbParts], { numRuns: 1000 })("gives no line when the parts are in different currencies", (parts) => {
    expect(packageBudgetLine({ ...parts, hotelStay: money(parts.hotelStay.minor, "ARS") })).toBeNull();
  });

  it("reads as a person expects", () => {
    expect(
      packageBudgetLine({
        origin: "Buenos Aires",
        destination: "Cancún",
        hotel: "Mar Azul",
        departure: "2027-03-01",
        back: "2027-03-08",
        flight: money(90_000, "USD"),
        hotelStay: money(45_050, "USD"),
      }),
    ).toEqual({
      title: "Buenos Aires → Cancún · Mar Azul · 2027-03-01 – 2027-03-08",
      price: { amount: 1350.5, currency: "USD" },
    });
  });
});
