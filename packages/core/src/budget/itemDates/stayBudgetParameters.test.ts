import { fc, test } from "@fast-check/vitest";
import { describe, expect } from "vitest";
import { addDaysToCalendarDate } from "../../dates/calendarDate.js";
import { arbCalendarDate } from "../../dates/test/arbitraries.js";
import { budgetAddProductIssues } from "../budgetFieldLimits.js";
import { budgetItemHeading } from "./budgetItemHeading.js";
import { stayBudgetParameters } from "./stayBudgetParameters.js";

const arbStay = fc
  .tuple(arbCalendarDate, fc.integer({ min: 1, max: 365 }))
  .filter(([checkIn]) => checkIn < "9999-01-01")
  .map(([checkIn, nights]) => ({ checkIn, checkOut: addDaysToCalendarDate(checkIn, nights) }));

describe("stayBudgetParameters", () => {
  test.prop([arbStay], { numRuns: 1000 })("the budget reads both days of the stay back", (stay) => {
    const parameters = stayBudgetParameters(stay);
    expect(budgetItemHeading({ title: "Hotel Sol · Doble", parameters })).toEqual({
      name: "Hotel Sol · Doble",
      from: stay.checkIn,
      to: stay.checkOut,
    });
  });

  test.prop([arbStay], { numRuns: 1000 })("fits the add call's limits", (stay) => {
    const payload = {
      product: "hotel",
      rateId: "H1",
      budgetId: "",
      occupancy: "2-0",
      parameters: stayBudgetParameters(stay),
    };
    expect(budgetAddProductIssues(payload)).toEqual([]);
  });
});
