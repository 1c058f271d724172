import type { BudgetItemCancellation, BudgetItemDeadline } from "../../api/budget.js";
import { addDaysToCalendarDate, type CalendarDate } from "../../dates/calendarDate.js";
import { type Money, money } from "../../money/money.js";
import { moneyToDecimal } from "../../money/moneyFromDecimal.js";

/** A budget item's cancellation penalties and deadlines, as a supplier states them on the day it was booked. */
export interface ServiceCancellationTerms {
  readonly cancellation: BudgetItemCancellation;
  readonly deadlines: readonly BudgetItemDeadline[];
}

/** What {@link freeUntilHoursBefore} reads: the service's start, the free window, the price and the booking day. */
export interface FreeUntilHoursBeforeInput {
  readonly serviceDate: CalendarDate;
  /** The start time, `HH:mm` (an activity's slot, a transfer's pick-up). */
  readonly serviceTime: string;
  /** Free cancellation up to this many hours before the start; `null` when the service is non-refundable. */
  readonly hours: number | null;
  readonly total: Money;
  /** The day the item was booked (added to the budget): no step starts before it. */
  readonly bookedOn: CalendarDate;
}

const HOUR_MS = 3_600_000;

const step = (from: CalendarDate, amount: Money) => ({
  from,
  amount: moneyToDecimal(amount),
  currency: amount.currency,
});

/**
 * The activity sites' terms (GetYourGuide, Viator, Civitatis: "free cancellation up to 24 hours before"): free until
 * `hours` before the start, then the whole price; without `hours`, the whole price from the day it was booked. The
 * start is read as the item's other instants are, in UTC. Penalties are by day, so the day the free window ends
 * already costs the whole price (an agent is never told a day is free when part of it is not); the deadline keeps the
 * exact instant.
 *
 * @example freeUntilHoursBefore({ serviceDate: "2027-03-10", serviceTime: "10:30", hours: 24,
 *   total: money(9000, "USD"), bookedOn: "2027-02-01" })
 * // { cancellation: { serviceDate: "2027-03-10", penalties: [{ from: "2027-03-09", amount: 90, currency: "USD" }] },
 * //   deadlines: [{ kind: "freeCancellation", at: "2027-03-09T10:30:00.000Z" }] }
 */
export const freeUntilHoursBefore = ({
  serviceDate,
  serviceTime,
  hours,
  total,
  bookedOn,
}: FreeUntilHoursBeforeInput): ServiceCancellationTerms => {
  const nonRefundable = { cancellation: { serviceDate, penalties: [step(bookedOn, total)] }, deadlines: [] };
  if (hours === null) return nonRefundable;
  const deadline = new Date(Date.parse(`${serviceDate}T${serviceTime}:00Z`) - hours * HOUR_MS);
  if (Number.isNaN(deadline.getTime())) return nonRefundable;
  const deadlineDay = deadline.toISOString().slice(0, 10) as CalendarDate;
  if (deadlineDay < bookedOn) return nonRefundable;
  return {
    cancellation: { serviceDate, penalties: [step(deadlineDay, total)] },
    deadlines: [{ kind: "freeCancellation", at: deadline.toISOString() }],
  };
};

/** One step of a scale: from `daysBefore` days before the service on, cancelling costs `percent` of the price. */
export interface CancellationScaleStep {
  readonly daysBefore: number;
  readonly percent: number;
}

/** A tour operator's scale: a deposit lost from the booking day (a percent, 0 for none) and its later steps. */
export interface CancellationScale {
  readonly depositPercent: number;
  readonly steps: readonly CancellationScaleStep[];
}

/**
 * The circuits' scale, as the tour operators' departure calendars state it: a 10 % deposit lost once booked, half the
 * price from 45 days before departure, the whole price from 14 days before (under 15 days).
 */
export const CIRCUIT_CANCELLATION_SCALE: CancellationScale = {
  depositPercent: 10,
  steps: [
    { daysBefore: 45, percent: 50 },
    { daysBefore: 14, percent: 100 },
  ],
};

/** What {@link cancellationScaleTerms} reads: the service day, the price, the booking day and the scale. */
export interface CancellationScaleInput {
  readonly serviceDate: CalendarDate;
  readonly total: Money;
  readonly bookedOn: CalendarDate;
  readonly scale: CancellationScale;
}

/**
 * A scale by days before the service as penalty steps: the deposit from the booking day, each step from its day (a
 * step already begun when booked starts on the booking day), each amount the largest percent begun by then (a scale
 * never gets cheaper as the service nears), rounded to the cent once; a step that costs nothing is left out. Free
 * cancellation ends where the first cost begins: a deadline only when that day comes after the booking day.
 *
 * @example cancellationScaleTerms({ serviceDate: "2027-06-01", total: money(200000, "USD"), bookedOn: "2027-02-01",
 *   scale: CIRCUIT_CANCELLATION_SCALE })
 * // { cancellation: { serviceDate: "2027-06-01", penalties: [{ from: "2027-02-01", amount: 200, … },
 * //   { from: "2027-04-17", amount: 1000, … }, { from: "2027-05-18", amount: 2000, … }] }, deadlines: [] }
 */
export const cancellationScaleTerms = ({
  serviceDate,
  total,
  bookedOn,
  scale,
}: CancellationScaleInput): ServiceCancellationTerms => {
  const starts = [
    { from: bookedOn, percent: scale.depositPercent },
    ...scale.steps.map(({ daysBefore, percent }) => {
      const from = addDaysToCalendarDate(serviceDate, -daysBefore);
      return { from: from < bookedOn ? bookedOn : from, percent };
    }),
  ].sort((a, b) => (a.from < b.from ? -1 : a.from > b.from ? 1 : 0));
  const penalties: { from: CalendarDate; amount: Money }[] = [];
  let percent = 0;
  for (const start of starts) {
    percent = Math.max(start.percent, percent);
    const amount = money((total.minor * percent) / 100, total.currency);
    const last = penalties.at(-1);
    if (last?.from === start.from) last.amount = amount;
    else if (amount.minor > (last?.amount.minor ?? 0)) penalties.push({ from: start.from, amount });
  }
  const firstCost = penalties[0]?.from;
  return {
    cancellation: { serviceDate, penalties: penalties.map(({ from, amount }) => step(from, amount)) },
    deadlines:
      firstCost === undefined || firstCost <= bookedOn
        ? []
        : [{ kind: "freeCancellation", at: `${firstCost}T00:00:00Z` }],
  };
};
