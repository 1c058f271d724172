import * as Result from "effect/Result";
import { activityBudgetItemCard } from "../../activity/activityBudgetItemCard.js";
import type { Budget, BudgetItem } from "../../api/budget.js";
import { addDaysToCalendarDate, type CalendarDate } from "../../dates/calendarDate.js";
import { moneyFromDecimal, moneyToDecimal } from "../../money/moneyFromDecimal.js";
import { budgetCustomerName } from "../budgetCustomerName.js";
import { itemPenaltySchedule, type PenaltyStep } from "../cancellationTimeline/itemPenaltySchedule.js";
import { budgetItemDay, budgetItemHeading } from "../itemDates/budgetItemHeading.js";
import type {
  BudgetCustomerView,
  CustomerViewCancellationPeriod,
  CustomerViewItem,
  CustomerViewPrice,
} from "./customerViewSchema.js";

const priceOf = (item: BudgetItem): CustomerViewPrice | null => {
  if (item.price === undefined) return null;
  const amount = moneyFromDecimal(item.price.amount, item.price.currency);
  return Result.isSuccess(amount)
    ? { amount: moneyToDecimal(amount.success), currency: amount.success.currency }
    : null;
};

const periodPrice = (step: PenaltyStep | undefined, currency: string): CustomerViewPrice =>
  step === undefined
    ? { amount: 0, currency }
    : { amount: moneyToDecimal(step.amount), currency: step.amount.currency };

/**
 * An item's cancellation terms as stretches from `today` to its service day: free before the first penalty step,
 * then each step until the day before the next one (the last until the service day). Stretches over before `today`
 * are left out. `null` when the policy is unknown or unreadable.
 */
const cancellationPeriods = (
  item: BudgetItem,
  today: CalendarDate,
): readonly CustomerViewCancellationPeriod[] | null => {
  const schedule = itemPenaltySchedule(item);
  if (schedule._tag === "Unknown") return null;
  const { steps, serviceDate } = schedule;
  const currency = steps[0]?.amount.currency ?? item.price?.currency ?? "";
  const starts: { readonly from: CalendarDate | null; readonly step: PenaltyStep | undefined }[] = [
    { from: null, step: undefined },
    ...steps.map((step) => ({ from: step.from, step })),
  ];
  const periods: CustomerViewCancellationPeriod[] = [];
  starts.forEach((start, index) => {
    const next = starts[index + 1]?.from;
    const until = next === undefined || next === null ? serviceDate : addDaysToCalendarDate(next, -1);
    if (until < today || (start.from !== null && start.from > until)) return;
    periods.push({
      from: start.from === null || start.from <= today ? null : start.from,
      until,
      price: periodPrice(start.step, currency),
    });
  });
  return periods;
};

/**
 * One product as the customer reads it: its name without the ISO dates an older title may end with, and its first
 * and last day as dates (the view shows them in the reader's language); an activity's own name and its slot's start.
 */
const itemView = (item: BudgetItem, today: CalendarDate): CustomerViewItem => {
  const heading = budgetItemHeading(item);
  const activity = activityBudgetItemCard(item);
  const startDate = budgetItemDay(item.cancellation?.serviceDate) ?? heading.from;
  return {
    id: item.id,
    product: item.product,
    title: activity?.name ?? heading.name ?? "",
    startDate,
    endDate: startDate !== null && heading.to !== null && heading.to > startDate ? heading.to : null,
    ...(activity === null ? {} : { startTime: activity.time }),
    price: priceOf(item),
    cancellation: cancellationPeriods(item, today),
  };
};

const totalOf = (items: readonly CustomerViewItem[]): CustomerViewPrice | null => {
  const currency = items[0]?.price?.currency;
  if (currency === undefined) return null;
  let minor = 0;
  for (const { price } of items) {
    if (price === null || price.currency !== currency) return null;
    minor += Math.round(price.amount * 100);
  }
  return { amount: minor / 100, currency };
};

/** What {@link budgetCustomerView} needs: the budget, today (the caller's clock) and until when the link is valid. */
export interface BudgetCustomerViewInput {
  readonly budget: Budget;
  readonly today: CalendarDate;
  /** ISO 8601 instant the link expires. */
  readonly validUntil: string;
}

/**
 * The customer's view of a budget: built field by field from what the customer may read (title, their name, each
 * product's title, dates, price and cancellation terms), so that nothing else the budget holds (the agent's
 * comments, rate ids, parameters, occupancy, commissions, net prices, office data) can reach it.
 *
 * @example budgetCustomerView({ budget, today: "2027-01-01", validUntil: "2027-01-08T10:00:00.000Z" }).items[0]
 * // { id: "1", product: "hotel", title: "Hotel Sol", startDate: "2027-02-01", price: { amount: 300, currency: "USD" }, … }
 */
export const budgetCustomerView = ({ budget, today, validUntil }: BudgetCustomerViewInput): BudgetCustomerView => {
  const items = (budget.items ?? []).map((item) => itemView(item, today));
  return {
    title: budget.title,
    customerName: budgetCustomerName(budget),
    validUntil,
    total: totalOf(items),
    items,
  };
};
