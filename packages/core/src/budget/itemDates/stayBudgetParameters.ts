import { type CalendarDate, formatCalendarDate } from "../../dates/calendarDate.js";

/** A stay's first and last day. */
export interface BudgetStay {
  readonly checkIn: CalendarDate;
  readonly checkOut: CalendarDate;
}

/**
 * The add parameters of a stay (a hotel's or a house's rate): its check-in and check-out as `YYYY-MM-DD`, so that
 * the budget and the customer's view can show both days (core's `budgetItemHeading` reads them back). Ours: spec
 * 000 §3 leaves an item's `parameters` to each product.
 *
 * @example stayBudgetParameters({ checkIn: "2027-02-01", checkOut: "2027-02-04" })
 * // { checkIn: "2027-02-01", checkOut: "2027-02-04" }
 */
export const stayBudgetParameters = (stay: BudgetStay): { readonly checkIn: string; readonly checkOut: string } => ({
  checkIn: formatCalendarDate(stay.checkIn),
  checkOut: formatCalendarDate(stay.checkOut),
});
