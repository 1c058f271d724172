import * as Result from "effect/Result";
import type { BudgetItem } from "../../api/budget.js";
import { addDaysToCalendarDate, type CalendarDate, calendarDateToDayNumber } from "../../dates/calendarDate.js";
import { type Money, money, moneyZero } from "../../money/money.js";
import { type CurrencyConversion, convertMoney } from "./currencyConversion.js";
import { type ItemPenaltySchedule, itemPenaltySchedule, penaltyStepOn } from "./itemPenaltySchedule.js";

/** The most days a timeline holds: a trip further ahead is drawn from today for this many days. */
export const CANCELLATION_TIMELINE_MAX_DAYS = 731;

/**
 * What cancelling one item costs on a day: `Known` with the amount in the budget's currency (`original` in the
 * supplier's, and the conversion used, if any), or `Unknown` with why — never a zero standing in for "not known".
 */
export type ItemPenalty =
  | {
      readonly _tag: "Known";
      readonly amount: Money;
      readonly original: Money;
      readonly conversion: CurrencyConversion | null;
    }
  | { readonly _tag: "Unknown"; readonly reason: "noPolicy" | "badPolicy" | "noConversion" };

/** One item's share of a day. */
export interface ItemPenaltyShare {
  readonly itemId: string;
  readonly penalty: ItemPenalty;
}

/**
 * The cost of cancelling everything on a day: the sum of the known penalties (`known`) and how many items' are
 * unknown. With `unknownItems > 0` the true total is `known` plus something nobody knows: at least `known`.
 */
export interface CancellationTotal {
  readonly known: Money;
  readonly unknownItems: number;
}

/** One day of the timeline: its date, the total and the per-item breakdown (in the budget's item order). */
export interface CancellationDay {
  readonly date: CalendarDate;
  readonly total: CancellationTotal;
  readonly items: readonly ItemPenaltyShare[];
}

/** A day on which some item's penalty changes (the first day is always one): the step's date is `day.date`. */
export interface CancellationStep {
  readonly day: CancellationDay;
  /** The items whose penalty differs from the day before (every item on the first day). */
  readonly changedItemIds: readonly string[];
}

/** The whole trip's cancellation cost from `today` to the trip. */
export interface CancellationTimeline {
  /** The budget's currency: every `known` amount is in it. */
  readonly currency: string;
  readonly today: CalendarDate;
  /** The first service day among the items whose policy is known; `today` when none is known or all are past. */
  readonly tripStart: CalendarDate;
  /** Every day from `today` to `tripStart`, both included (at most {@link CANCELLATION_TIMELINE_MAX_DAYS}). */
  readonly days: readonly CancellationDay[];
  readonly steps: readonly CancellationStep[];
  /** The conversions the amounts used, each once, in the order first used. */
  readonly conversions: readonly CurrencyConversion[];
}

/** What {@link cancellationTimeline} needs: the budget's items, today (the caller's clock), currency and rates. */
export interface CancellationTimelineInput {
  readonly items: readonly BudgetItem[];
  readonly today: CalendarDate;
  readonly currency: string;
  readonly conversions: readonly CurrencyConversion[];
}

const penaltyOn = (
  schedule: ItemPenaltySchedule,
  day: CalendarDate,
  currency: string,
  conversions: readonly CurrencyConversion[],
): ItemPenalty => {
  if (schedule._tag === "Unknown") return schedule;
  const step = penaltyStepOn(schedule.steps, day);
  if (step === undefined)
    return { _tag: "Known", amount: moneyZero(currency), original: moneyZero(currency), conversion: null };
  const converted = convertMoney(step.amount, currency, conversions);
  return Result.isFailure(converted)
    ? { _tag: "Unknown", reason: "noConversion" }
    : {
        _tag: "Known",
        amount: converted.success.amount,
        original: step.amount,
        conversion: converted.success.conversion,
      };
};

const samePenalty = (a: ItemPenalty, b: ItemPenalty): boolean =>
  a._tag === "Known" && b._tag === "Known"
    ? a.amount.minor === b.amount.minor &&
      a.original.minor === b.original.minor &&
      a.original.currency === b.original.currency
    : a._tag === b._tag;

const tripStartOf = (schedules: readonly ItemPenaltySchedule[], today: CalendarDate): CalendarDate => {
  const upcoming = schedules.flatMap((schedule) =>
    schedule._tag === "Known" && schedule.serviceDate >= today ? [schedule.serviceDate] : [],
  );
  // Calendar dates compare as text: the earliest is the first in sorted order.
  return upcoming.sort()[0] ?? today;
};

/**
 * Merges every item's cancellation policy into one timeline: for each day from `today` (passed in, never read) to
 * the first service day, what cancelling the whole budget costs in `currency`, with each item's share. An amount in
 * another currency is converted only with one of `conversions` (named, and listed in the result); without one, that
 * item is unknown on the days it costs something. An item without a policy is unknown on every day.
 *
 * @example cancellationTimeline({ items: budget.items, today: "2027-01-01", currency: "USD", conversions: [] })
 * // { days: [{ date: "2027-01-01", total: { known: money(0, "USD"), unknownItems: 0 }, items: […] }, …], steps: […] }
 */
export const cancellationTimeline = ({
  items,
  today,
  currency,
  conversions,
}: CancellationTimelineInput): CancellationTimeline => {
  const schedules = items.map(itemPenaltySchedule);
  const tripStart = tripStartOf(schedules, today);
  const span = calendarDateToDayNumber(tripStart) - calendarDateToDayNumber(today) + 1;
  const last = addDaysToCalendarDate(today, Math.min(span, CANCELLATION_TIMELINE_MAX_DAYS) - 1);
  const days: CancellationDay[] = [];
  const steps: CancellationStep[] = [];
  const used: CurrencyConversion[] = [];
  for (let date = today; date <= last; date = addDaysToCalendarDate(date, 1)) {
    const shares = items.map((item, index) => ({
      itemId: item.id,
      penalty: penaltyOn(schedules[index] as ItemPenaltySchedule, date, currency, conversions),
    }));
    let knownMinor = 0;
    let unknownItems = 0;
    for (const { penalty } of shares) {
      if (penalty._tag === "Unknown") unknownItems += 1;
      else {
        knownMinor += penalty.amount.minor;
        if (penalty.conversion !== null && !used.includes(penalty.conversion)) used.push(penalty.conversion);
      }
    }
    const day: CancellationDay = { date, total: { known: money(knownMinor, currency), unknownItems }, items: shares };
    const previous = days.at(-1);
    const changedItemIds =
      previous === undefined
        ? shares.map((share) => share.itemId)
        : shares.flatMap((share, index) => {
            const before = previous.items[index];
            return before !== undefined && samePenalty(before.penalty, share.penalty) ? [] : [share.itemId];
          });
    if (previous === undefined || changedItemIds.length > 0) steps.push({ day, changedItemIds });
    days.push(day);
  }
  return { currency, today, tripStart, days, steps, conversions: used };
};
