import { fc, test } from "@fast-check/vitest";
import { describe, expect, it } from "vitest";
import { addDaysToCalendarDate } from "../../dates/calendarDate.js";
import { arbNearCalendarDate } from "../../dates/test/arbitraries.js";
import { LANGUAGES } from "../../locale/language.js";
import { budgetItemLabel } from "./budgetItemLabel.js";
import { formatDayRange } from "./formatDayRange.js";

const arbName = fc
  .string({ minLength: 1, maxLength: 30 })
  .filter((text) => text.trim() === text && text !== "" && !/\d/.test(text));

describe("budgetItemLabel", () => {
  test.prop(
    [arbName, arbNearCalendarDate, fc.integer({ min: 1, max: 30 }), fc.constantFrom(...LANGUAGES), fc.boolean()],
    { numRuns: 1000 },
  )(
    "names the item, then its dates in the reader's language, never as YYYY-MM-DD",
    (name, from, nights, language, old) => {
      const to = addDaysToCalendarDate(from, nights);
      const item = old
        ? { id: "1", title: `${name} · ${from} – ${to}` }
        : { id: "1", title: name, parameters: { checkIn: from, checkOut: to } };
      const label = budgetItemLabel(item, language);
      expect(label).toBe(`${name} · ${formatDayRange(from, to, language)}`);
      expect(label).not.toMatch(/\d{4}-\d{2}-\d{2}/);
    },
  );

  it("falls back to the rate id, then the item id, and shows no dates it does not have", () => {
    expect(budgetItemLabel({ id: "1", rateId: "H1" }, "es")).toBe("H1");
    expect(budgetItemLabel({ id: "1" }, "es")).toBe("1");
    expect(budgetItemLabel({ id: "1", title: "Hotel Sol" }, "es")).toBe("Hotel Sol");
  });
});
