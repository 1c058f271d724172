import { fc, test } from "@fast-check/vitest";
import { describe, expect, it } from "vitest";
import type { BudgetItem } from "../../api/budget.js";
import { addDaysToCalendarDate, type CalendarDate } from "../../dates/calendarDate.js";
import { arbNearCalendarDate } from "../../dates/test/arbitraries.js";
import { cancellationTimeline } from "./cancellationTimeline.js";
import { itemFreeUntil } from "./itemFreeUntil.js";

const TODAY = "2027-03-01" as CalendarDate;

const item = (
  id: string,
  serviceOffset: number,
  steps: readonly (readonly [number, number])[],
  today: CalendarDate = TODAY,
): BudgetItem => ({
  id,
  product: "activity",
  cancellation: {
    serviceDate: addDaysToCalendarDate(today, serviceOffset),
    penalties: steps.map(([offset, amount]) => ({
      from: addDaysToCalendarDate(today, offset),
      amount,
      currency: "USD",
    })),
  },
});

describe("itemFreeUntil", () => {
  it("names the day before an item's first cost, and nothing for an item that costs already or stays free", () => {
    const timeline = cancellationTimeline({
      items: [item("1", 10, [[7, 90]]), item("2", 10, [[0, 20]]), item("3", 20, [[15, 50]]), { id: "4", product: "x" }],
      today: TODAY,
      currency: "USD",
      conversions: [],
    });
    expect(itemFreeUntil(timeline, "1", TODAY)).toBe("2027-03-07");
    expect(itemFreeUntil(timeline, "1", "2027-03-08" as CalendarDate)).toBeNull();
    expect(itemFreeUntil(timeline, "2", TODAY)).toBeNull();
    expect(itemFreeUntil(timeline, "3", TODAY)).toBeNull();
    expect(itemFreeUntil(timeline, "4", TODAY)).toBeNull();
  });

  const arbItems = fc.array(
    fc.record({
      serviceOffset: fc.integer({ min: 0, max: 40 }),
      steps: fc.array(fc.tuple(fc.integer({ min: -5, max: 40 }), fc.integer({ min: 0, max: 500 })), { maxLength: 3 }),
    }),
    { minLength: 1, maxLength: 4 },
  );

  test.prop([arbItems, arbNearCalendarDate, fc.integer({ min: 0, max: 40 })], { numRuns: 1000 })(
    "is free every day up to the named day and not free the day after; null only when not free or free to the end",
    (specs, today, offset) => {
      const items = specs.map((spec, index) => item(String(index + 1), spec.serviceOffset, spec.steps, today));
      const timeline = cancellationTimeline({ items, today, currency: "USD", conversions: [] });
      const day = addDaysToCalendarDate(today, Math.min(offset, timeline.days.length - 1));
      const freeOn = (id: string, date: CalendarDate) => {
        const penalty = timeline.days.find((entry) => entry.date === date)?.items.find((s) => s.itemId === id)?.penalty;
        return penalty?._tag === "Known" && penalty.amount.minor === 0;
      };
      for (const { id } of items) {
        const until = itemFreeUntil(timeline, id, day);
        const days = timeline.days.filter((entry) => entry.date >= day).map((entry) => entry.date);
        if (until === null) expect(!freeOn(id, day) || days.every((date) => freeOn(id, date))).toBe(true);
        else {
          expect(days.filter((date) => date <= until).every((date) => freeOn(id, date))).toBe(true);
          expect(freeOn(id, addDaysToCalendarDate(until, 1))).toBe(false);
        }
      }
    },
  );
});
