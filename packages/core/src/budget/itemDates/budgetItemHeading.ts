import * as Result from "effect/Result";
import type { BudgetItem } from "../../api/budget.js";
import { type CalendarDate, parseCalendarDate } from "../../dates/calendarDate.js";

/**
 * An item's name and dates, read apart. Older budgets (and the demo's house and package lines until now) spelt the
 * dates into the title as ` · YYYY-MM-DD – YYYY-MM-DD`; a title is data the API keeps, so it is never rewritten:
 * the dates are cut from it when shown, and shown in the reader's language from the item's own dates (its add
 * parameters), the title's being used only when the item has none.
 */
export interface BudgetItemHeading {
  /** The title without trailing ISO dates; null when the item has no title. */
  readonly name: string | null;
  /** The first day (check-in, departure), if known. */
  readonly from: CalendarDate | null;
  /** The last day (check-out, return), if known and after a first day. */
  readonly to: CalendarDate | null;
}

/** The parameter names a product carries its first and last day under (hotels, houses, packages, activities…). */
const START_PARAMETERS = ["checkIn", "from", "date", "departure"] as const;
const END_PARAMETERS = ["checkOut", "to", "return"] as const;

/**
 * A title's trailing dates: ` · YYYY-MM-DD` or ` · YYYY-MM-DD – YYYY-MM-DD` (an en dash, a hyphen or a slash), each
 * day with or without a time ` HH:mm` (the demo's activity lines: ` · 2027-01-10 09:00`; its transfer lines, each way's
 * pick-up: ` · 2027-01-08 09:30 / 2027-01-15 18:00`).
 */
const TRAILING_DATES =
  /\s+·\s+(\d{4}-\d{2}-\d{2})(?:\s+(?:[01]\d|2[0-3]):[0-5]\d)?(?:\s+[–/-]\s+(\d{4}-\d{2}-\d{2})(?:\s+(?:[01]\d|2[0-3]):[0-5]\d)?)?\s*$/u;

/** A day read only if it is a real `YYYY-MM-DD` (or `YYYYMMDD`) date: any other text is not a date. */
export const budgetItemDay = (text: string | undefined): CalendarDate | null => {
  if (text === undefined) return null;
  const dashed = /^\d{8}$/.test(text) ? `${text.slice(0, 4)}-${text.slice(4, 6)}-${text.slice(6)}` : text;
  const parsed = parseCalendarDate(dashed);
  return Result.isSuccess(parsed) ? parsed.success : null;
};

const firstDay = (parameters: BudgetItem["parameters"], names: readonly string[]): CalendarDate | null => {
  for (const name of names) {
    const day = budgetItemDay(parameters?.[name]);
    if (day !== null) return day;
  }
  return null;
};

/**
 * Splits an item's title from its dates: the dates come from the item's parameters (`checkIn`/`checkOut` and the
 * like), else from ISO dates at the end of an older title, which are cut from the name either way.
 *
 * @example budgetItemHeading({ title: "Buenos Aires → Madrid · Hotel Sol · 2027-01-01 – 2027-01-08" })
 * // { name: "Buenos Aires → Madrid · Hotel Sol", from: "2027-01-01", to: "2027-01-08" }
 * @example budgetItemHeading({ title: "Hotel Sol · Doble", parameters: { checkIn: "2027-02-01", checkOut: "2027-02-04" } })
 * // { name: "Hotel Sol · Doble", from: "2027-02-01", to: "2027-02-04" }
 */
export const budgetItemHeading = (item: Pick<BudgetItem, "title" | "parameters">): BudgetItemHeading => {
  const match = item.title === undefined ? null : TRAILING_DATES.exec(item.title);
  const titleFrom = budgetItemDay(match?.[1]);
  const titleTo = budgetItemDay(match?.[2]);
  const name = item.title === undefined ? null : titleFrom === null ? item.title : item.title.slice(0, match?.index);
  const fromParameters = firstDay(item.parameters, START_PARAMETERS);
  const from = fromParameters ?? titleFrom;
  const to = fromParameters === null ? titleTo : firstDay(item.parameters, END_PARAMETERS);
  return { name, from, to: from !== null && to !== null && to > from ? to : null };
};
