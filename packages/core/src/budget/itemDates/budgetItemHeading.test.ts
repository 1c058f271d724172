import { fc, test } from "@fast-check/vitest";
import { describe, expect, it } from "vitest";
import { addDaysToCalendarDate } from "../../dates/calendarDate.js";
import { arbNearCalendarDate } from "../../dates/test/arbitraries.js";
import { budgetItemHeading } from "./budgetItemHeading.js";

/** A product name as the API titles one: no trailing ` · YYYY-MM-DD`. */
const arbName = fc
  .string({ minLength: 1, maxLength: 40 })
  .map((text) => text.trim())
  .filter((text) => text !== "" && !/\d{4}-\d{2}-\d{2}(\s+\d{2}:\d{2})?\s*$/.test(text));
/** A time of day as the demo's lines write it (`HH:mm`). */
const arbClock = fc
  .tuple(fc.integer({ min: 0, max: 23 }), fc.integer({ min: 0, max: 59 }))
  .map(([hour, minute]) => `${String(hour).padStart(2, "0")}:${String(minute).padStart(2, "0")}`);
const arbStay = fc
  .tuple(arbNearCalendarDate, fc.integer({ min: 1, max: 60 }))
  .map(([from, nights]) => ({ from, to: addDaysToCalendarDate(from, nights) }));

describe("budgetItemHeading", () => {
  test.prop([arbName, arbStay, fc.boolean()], { numRuns: 1000 })(
    "cuts an older title's ISO dates from its name and reads them as the item's dates",
    (name, stay, oneWay) => {
      const title = oneWay ? `${name} · ${stay.from}` : `${name} · ${stay.from} – ${stay.to}`;
      expect(budgetItemHeading({ title })).toEqual({ name, from: stay.from, to: oneWay ? null : stay.to });
    },
  );

  test.prop([arbName, arbStay, fc.boolean(), fc.tuple(arbClock, arbClock)], { numRuns: 1000 })(
    "cuts a transfer's or an activity's days with their times too (' · 2027-01-08 09:30 / 2027-01-15 18:00')",
    (name, stay, oneWay, [out, back]) => {
      const title = oneWay ? `${name} · ${stay.from} ${out}` : `${name} · ${stay.from} ${out} / ${stay.to} ${back}`;
      expect(budgetItemHeading({ title })).toEqual({ name, from: stay.from, to: oneWay ? null : stay.to });
    },
  );

  test.prop([arbName, arbStay, arbStay, fc.boolean()], { numRuns: 1000 })(
    "takes the dates from the item's parameters before the title's, and cuts the title's either way",
    (name, stay, older, datedTitle) => {
      const title = datedTitle ? `${name} · ${older.from} – ${older.to}` : name;
      const heading = budgetItemHeading({ title, parameters: { checkIn: stay.from, checkOut: stay.to } });
      expect(heading).toEqual({ name, from: stay.from, to: stay.to });
    },
  );

  test.prop(
    [fc.string({ maxLength: 60 }), fc.dictionary(fc.constantFrom("checkIn", "checkOut", "from"), fc.string())],
    {
      numRuns: 1000,
    },
  )(
    "never reads a day that is not one, never ends before it starts, and keeps a title with no dates whole",
    (title, parameters) => {
      const heading = budgetItemHeading({ title, parameters });
      if (heading.to !== null) expect(heading.from !== null && heading.to > heading.from).toBe(true);
      for (const day of [heading.from, heading.to]) if (day !== null) expect(day).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      if (!/\d{4}-\d{2}-\d{2}(\s+\d{2}:\d{2})?\s*$/.test(title)) expect(heading.name).toBe(title);
    },
  );

  it("the demo's house and package titles, and an item with no title", () => {
    expect(budgetItemHeading({ title: "Casa Faro · 2027-01-18 – 2027-01-25" })).toEqual({
      name: "Casa Faro",
      from: "2027-01-18",
      to: "2027-01-25",
    });
    expect(
      budgetItemHeading({
        title: "Buenos Aires → Madrid · Hotel Sol · 2027-01-01 – 2027-01-08",
        parameters: { checkIn: "2027-01-01", checkOut: "2027-01-08", hotelCheckIn: "2027-01-02" },
      }),
    ).toEqual({ name: "Buenos Aires → Madrid · Hotel Sol", from: "2027-01-01", to: "2027-01-08" });
    expect(
      budgetItemHeading({
        title: "Visita guiada por Buenos Aires 2 · 2027-01-10 09:00",
        parameters: { date: "20270110", time: "0900" },
      }),
    ).toEqual({ name: "Visita guiada por Buenos Aires 2", from: "2027-01-10", to: null });
    expect(budgetItemHeading({ parameters: { checkIn: "20270201" } })).toEqual({
      name: null,
      from: "2027-02-01",
      to: null,
    });
  });
});
