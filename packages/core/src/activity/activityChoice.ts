import * as Result from "effect/Result";
import type { ActivityDetail, ActivitySlot } from "../api/activity.js";
import { BUDGET_FIELD_LIMITS } from "../budget/budgetFieldLimits.js";
import { type CalendarDate, formatCompactDate, parseCalendarDate } from "../dates/index.js";
import { formatActivityChildren } from "../routes/activityParameters.js";
import { boundedCount } from "../search/forms/internal/boundedCount.js";
import { ACTIVITY_PARTY_LIMITS, type ActivityParty, activitySeats } from "./activityParty.js";
import { type ActivityPrice, activityPrice, formatActivityPriceLines } from "./activityPrice.js";

/** The detail page's picker: a day, a slot's start time, and the party (a child's age is null until chosen). */
export interface ActivityChoice {
  readonly date: string | null;
  readonly time: string | null;
  readonly adults: number;
  readonly childAges: readonly (number | null)[];
  readonly infants: number;
}

/** The picker's events. */
export type ActivityChoiceEvent =
  | { readonly _tag: "dateChosen"; readonly date: string }
  | { readonly _tag: "slotChosen"; readonly time: string }
  | { readonly _tag: "adultsSet"; readonly adults: number }
  | { readonly _tag: "childrenSet"; readonly count: number }
  | { readonly _tag: "childAgeSet"; readonly index: number; readonly age: number }
  | { readonly _tag: "infantsSet"; readonly infants: number };

/** The picker as the search left it: its party, no day nor slot yet. */
export const activityChoiceInitial = (party: ActivityParty): ActivityChoice => ({
  date: null,
  time: null,
  adults: party.adults,
  childAges: party.childAges,
  infants: party.infants,
});

const limits = ACTIVITY_PARTY_LIMITS;

/**
 * The picker's reducer: a new day drops the slot, counts stay within `ACTIVITY_PARTY_LIMITS`, a child added has no
 * age yet, an age outside 0–17 is ignored.
 *
 * @example activityChoiceTransition(choice, { _tag: "childrenSet", count: 2 }).childAges // [9, null]
 */
export const activityChoiceTransition = (choice: ActivityChoice, event: ActivityChoiceEvent): ActivityChoice => {
  switch (event._tag) {
    case "dateChosen":
      return event.date === choice.date ? choice : { ...choice, date: event.date, time: null };
    case "slotChosen":
      return { ...choice, time: event.time };
    case "adultsSet":
      return { ...choice, adults: boundedCount(event.adults, limits.adults) };
    case "childrenSet": {
      const count = boundedCount(event.count, limits.children);
      return {
        ...choice,
        childAges: Array.from({ length: count }, (_, index) => choice.childAges[index] ?? null),
      };
    }
    case "childAgeSet":
      return Number.isInteger(event.age) &&
        event.age >= limits.age.min &&
        event.age <= limits.age.max &&
        event.index >= 0 &&
        event.index < choice.childAges.length
        ? { ...choice, childAges: choice.childAges.map((age, index) => (index === event.index ? event.age : age)) }
        : choice;
    case "infantsSet":
      return { ...choice, infants: boundedCount(event.infants, limits.infants) };
  }
};

/** The days that have slots, in order, each saying whether any slot still has a seat. */
export const activityDays = (
  slots: readonly ActivitySlot[],
): readonly { readonly date: string; readonly soldOut: boolean }[] => {
  const days = new Map<string, boolean>();
  for (const slot of slots) days.set(slot.date, (days.get(slot.date) ?? true) && slot.seatsLeft <= 0);
  return [...days.entries()].sort(([a], [b]) => (a < b ? -1 : 1)).map(([date, soldOut]) => ({ date, soldOut }));
};

/** The slots of a day, by start time. */
export const activitySlotsOn = (slots: readonly ActivitySlot[], date: string | null): ActivitySlot[] =>
  slots.filter((slot) => slot.date === date).sort((a, b) => (a.time < b.time ? -1 : a.time > b.time ? 1 : 0));

/** The add-to-budget item of a priced choice (spec 000 §3 "Add-product payload", activities' parameters). */
export interface ActivityBudgetItem {
  readonly product: "activity";
  /** `{id}:{YYYYMMDD}:{HHmm}`: the activity, day and slot. */
  readonly rateId: string;
  /** The adults (a bare count: the children travel in `parameters`). */
  readonly occupancy: string;
  readonly parameters: {
    /** Spec 000 §3: "children as a count, or a count followed by a colon and ages joined by hyphens". */
    readonly children: string;
    /** Spec 000 §3: "date as YYYYMMDD". */
    readonly date: string;
    readonly time: string;
    readonly infants: string;
    /** What the activity PDF is asked for (core's `activityPdfRequest`). */
    readonly canonicalId: string;
    /** Ours: the activity's name as the agent read it (cut to the budget's 100 characters), for the budget's card. */
    readonly name?: string;
    /**
     * Ours: the price's lines by age band (`formatActivityPriceLines`), for the budget's card; left out when the text
     * would pass the budget's 100 characters.
     */
    readonly prices?: string;
    /** Ours: the currency of `prices`, sent with it. */
    readonly currency?: string;
  };
}

const priceParameters = (price: ActivityPrice): { prices?: string; currency?: string } => {
  const prices = formatActivityPriceLines(price.lines);
  return prices.length <= BUDGET_FIELD_LIMITS.parameterValue ? { prices, currency: price.total.currency } : {};
};

/** What the picker says: what is still missing, why the slot cannot be taken, or the price and the budget item. */
export type ActivityQuote =
  | { readonly _tag: "pickDate" }
  | { readonly _tag: "pickSlot" }
  | { readonly _tag: "pickAges" }
  | { readonly _tag: "soldOut" }
  | { readonly _tag: "tooFewSeats"; readonly seatsLeft: number }
  | { readonly _tag: "unpriced" }
  | { readonly _tag: "priced"; readonly price: ActivityPrice; readonly item: ActivityBudgetItem };

/**
 * Prices the picker's choice on the activity's bands and slots (the "a date, time-slot and participants
 * picker that prices the choice"): first what is missing (day, slot, a child's age), then a sold-out slot or one with
 * fewer seats than the party takes (infants take none), then the price by age band and the budget item.
 *
 * @example activityQuote(detail, { date: "2027-03-02", time: "09:00", adults: 2, childAges: [4, 9], infants: 0 })
 * // { _tag: "priced", price: { total: … }, item: { product: "activity", rateId: "ACT-1:20270302:0900", … } }
 */
export const activityQuote = (
  detail: Pick<ActivityDetail, "id" | "bands" | "currency" | "slots"> & { readonly name?: string },
  choice: ActivityChoice,
): ActivityQuote => {
  if (choice.date === null) return { _tag: "pickDate" };
  const slot = activitySlotsOn(detail.slots, choice.date).find((entry) => entry.time === choice.time);
  if (slot === undefined) return { _tag: "pickSlot" };
  const ages = choice.childAges.filter((age): age is number => age !== null);
  if (ages.length !== choice.childAges.length) return { _tag: "pickAges" };
  const party: ActivityParty = { adults: choice.adults, childAges: ages, infants: choice.infants };
  if (slot.seatsLeft <= 0) return { _tag: "soldOut" };
  if (slot.seatsLeft < activitySeats(party)) return { _tag: "tooFewSeats", seatsLeft: slot.seatsLeft };
  const price = activityPrice(detail.bands, detail.currency, party);
  const day = parseCalendarDate(slot.date);
  if (Result.isFailure(price) || Result.isFailure(day)) return { _tag: "unpriced" };
  const date = formatCompactDate(day.success as CalendarDate);
  const time = slot.time.replace(":", "");
  return {
    _tag: "priced",
    price: price.success,
    item: {
      product: "activity",
      rateId: `${detail.id}:${date}:${time}`,
      occupancy: String(party.adults),
      parameters: {
        children: formatActivityChildren({ count: ages.length, ages }),
        date,
        time,
        infants: String(party.infants),
        canonicalId: detail.id,
        ...(detail.name === undefined || detail.name === ""
          ? {}
          : { name: detail.name.slice(0, BUDGET_FIELD_LIMITS.parameterValue) }),
        ...priceParameters(price.success),
      },
    },
  };
};
