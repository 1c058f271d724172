import { fc, test } from "@fast-check/vitest";
import { describe, expect, it } from "vitest";
import type { BudgetItem } from "../../api/budget.js";
import { addDaysToCalendarDate, type CalendarDate, calendarDateToDayNumber } from "../../dates/calendarDate.js";
import { arbNearCalendarDate } from "../../dates/test/arbitraries.js";
import { itemFreeUntil } from "./itemFreeUntil.js";
import { itemPenaltySchedule, penaltyStepOn } from "./itemPenaltySchedule.js";

const TODAY = "2027-03-01" as CalendarDate;

const item = (
  serviceOffset: number,
  steps: readonly (readonly [number, number])[],
  today: CalendarDate = TODAY,
): BudgetItem => ({
  id: "1",
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
  it("names the day before an item's first cost, and nothing for one that costs already, never costs, or is unknown", () => {
    expect(itemFreeUntil(item(10, [[7, 90]]), TODAY)).toBe("2027-03-07");
    expect(
      itemFreeUntil(
        item(10, [
          [0, 0],
          [40, 90],
        ]),
        TODAY,
      ),
    ).toBe("2027-04-09");
    expect(itemFreeUntil(item(10, [[7, 90]]), "2027-03-08" as CalendarDate)).toBeNull();
    expect(itemFreeUntil(item(10, [[0, 20]]), TODAY)).toBeNull();
    expect(itemFreeUntil(item(10, []), TODAY)).toBeNull();
    expect(itemFreeUntil({ id: "4", product: "activity" }, TODAY)).toBeNull();
    // Two steps from one day: the later one is in force (a property run found this one).
    expect(
      itemFreeUntil(
        item(30, [
          [2, 1],
          [2, 0],
        ]),
        TODAY,
      ),
    ).toBeNull();
  });

  const arbSteps = fc.array(fc.tuple(fc.integer({ min: -5, max: 60 }), fc.integer({ min: 0, max: 500 })), {
    maxLength: 4,
  });

  test.prop([arbSteps, arbNearCalendarDate, fc.integer({ min: -5, max: 60 })], { numRuns: 1000 })(
    "is free every day up to the named day and costs the day after; null only when it costs already or never will",
    (steps, today, offset) => {
      const subject = item(30, steps, today);
      const schedule = itemPenaltySchedule(subject);
      if (schedule._tag !== "Known") throw new Error("expected a known policy");
      const minorOn = (date: CalendarDate) => penaltyStepOn(schedule.steps, date)?.amount.minor ?? 0;
      const day = addDaysToCalendarDate(today, offset);
      const until = itemFreeUntil(subject, day);
      const horizon = Array.from({ length: 70 }, (_, index) => addDaysToCalendarDate(today, index - 6));
      if (until === null) {
        expect(minorOn(day) > 0 || horizon.filter((date) => date >= day).every((date) => minorOn(date) === 0)).toBe(
          true,
        );
      } else {
        expect(calendarDateToDayNumber(until)).toBeGreaterThanOrEqual(calendarDateToDayNumber(day));
        expect(horizon.filter((date) => date >= day && date <= until).every((date) => minorOn(date) === 0)).toBe(true);
        expect(minorOn(addDaysToCalendarDate(until, 1))).toBeGreaterThan(0);
      }
    },
  );
});
