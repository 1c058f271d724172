import type { BudgetItem } from "../../api/budget.js";
import { addDaysToCalendarDate, type CalendarDate } from "../../dates/calendarDate.js";
import { itemPenaltySchedule, penaltyStepOn } from "./itemPenaltySchedule.js";

/**
 * The last day, from `day` on, that cancelling the item costs nothing, read from its own policy (so a free window
 * that ends after the timeline's last day is still named): the day before its next step that costs something. `null`
 * when its policy is unknown, when it already costs something on `day`, or when no later step costs anything.
 *
 * @example itemFreeUntil({ id: "2", product: "activity", cancellation: { serviceDate: "2027-03-10",
 *   penalties: [{ from: "2027-03-09", amount: 90, currency: "USD" }] } }, "2027-03-01") // "2027-03-08"
 */
export const itemFreeUntil = (item: BudgetItem, day: CalendarDate): CalendarDate | null => {
  const schedule = itemPenaltySchedule(item);
  if (schedule._tag === "Unknown" || (penaltyStepOn(schedule.steps, day)?.amount.minor ?? 0) > 0) return null;
  // The step in force on each step's first day (of two steps from one day the later one is, as `penaltyStepOn` reads).
  const costsFrom = (step: (typeof schedule.steps)[number]) =>
    (penaltyStepOn(schedule.steps, step.from)?.amount.minor ?? 0) > 0;
  const cost = schedule.steps.find((step) => step.from > day && costsFrom(step));
  return cost === undefined ? null : addDaysToCalendarDate(cost.from, -1);
};
