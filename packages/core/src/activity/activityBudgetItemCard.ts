import * as Result from "effect/Result";
import type { BudgetItem } from "../api/budget.js";
import { type CalendarDate, parseCalendarDate } from "../dates/calendarDate.js";
import type { Money } from "../money/money.js";
import { moneyFromDecimal } from "../money/moneyFromDecimal.js";
import { type ActivityChildren, parseActivityChildren } from "../routes/activityParameters.js";
import { ACTIVITY_PARTY_LIMITS } from "./activityParty.js";
import { type ActivityPriceLine, parseActivityPriceLines } from "./activityPrice.js";

/** What a budget's activity card shows: the activity, its day and start time, the party, the price by band, the total. */
export interface ActivityBudgetItemCard {
  readonly activityId: string;
  /** The activity's name the item carries (its `name` parameter), or null: the item's title names it then. */
  readonly name: string | null;
  readonly date: CalendarDate;
  /** The slot's start, `HH:mm`. */
  readonly time: string;
  readonly adults: number;
  /** The children as the item sends them (spec 000 §3: a count, or a count and the ages). */
  readonly children: ActivityChildren;
  readonly infants: number;
  /** The price's lines by age band (its `prices` and `currency` parameters), or null when the item has none. */
  readonly lines: readonly ActivityPriceLine[] | null;
  /** Null when the item has no price. */
  readonly total: Money | null;
}

const RATE_ID = /^(.+):(\d{4})(\d{2})(\d{2}):([01]\d|2[0-3])([0-5]\d)$/;

const count = (text: string | undefined, limits: { readonly min: number; readonly max: number }): number | null => {
  if (text === undefined || !/^\d{1,2}$/.test(text)) return null;
  const value = Number(text);
  return value >= limits.min && value <= limits.max ? value : null;
};

/**
 * A budget item's activity card (core's `activityQuote` item read back: the rate id `{activityId}:{YYYYMMDD}:{HHmm}`,
 * the adults as the occupancy, the `children`, `infants`, `name`, `prices` and `currency` parameters), or null for an
 * item that is not an activity or does not read as one. Never throws.
 *
 * @example activityBudgetItemCard({ product: "activity", rateId: "BUE-A7:20270110:0900", occupancy: "2", parameters: { children: "2:4-9", infants: "0", date: "20270110", time: "0900" }, price: { amount: 120, currency: "USD" } })
 * // { activityId: "BUE-A7", name: null, date: "2027-01-10", time: "09:00", adults: 2, children: { count: 2, ages: [4, 9] }, infants: 0, lines: null, total: 12000 USD }
 */
export const activityBudgetItemCard = (
  item: Pick<BudgetItem, "product" | "rateId" | "parameters" | "occupancy" | "price">,
): ActivityBudgetItemCard | null => {
  if (item.product !== "activity") return null;
  const match = RATE_ID.exec(typeof item.rateId === "string" ? item.rateId : "");
  if (match === null) return null;
  const date = parseCalendarDate(`${match[2]}-${match[3]}-${match[4]}`);
  const parameters = item.parameters ?? {};
  const children = parseActivityChildren(parameters.children ?? "0");
  const adults = count(item.occupancy, ACTIVITY_PARTY_LIMITS.adults);
  const infants = count(parameters.infants ?? "0", ACTIVITY_PARTY_LIMITS.infants);
  if (Result.isFailure(date) || Result.isFailure(children) || adults === null || infants === null) return null;
  const total = item.price === undefined ? undefined : moneyFromDecimal(item.price.amount, item.price.currency);
  const currency = parameters.currency;
  return {
    activityId: match[1] ?? "",
    name: parameters.name || null,
    date: date.success,
    time: `${match[5]}:${match[6]}`,
    adults,
    children: children.success,
    infants,
    lines:
      parameters.prices === undefined || currency === undefined || currency === ""
        ? null
        : parseActivityPriceLines(parameters.prices, currency),
    total: total === undefined || Result.isFailure(total) ? null : total.success,
  };
};
