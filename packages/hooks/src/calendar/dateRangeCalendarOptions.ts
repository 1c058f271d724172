import type { CalendarDate, RangeCalendarField } from "@travesia/core";

/** Options of `useDateRangeCalendar`: the form's dates and what the calendar offers. */
export interface DateRangeCalendarOptions {
  /** The form's dates, `YYYY-MM-DD` or "". */
  readonly start: string;
  readonly end: string;
  /** One date only (a one-way flight). */
  readonly single: boolean;
  readonly today: CalendarDate;
  /** 13 by default, 25 in the home hotel form. */
  readonly months: number;
  /** The phone's full-screen sheet (every month, a confirm button) instead of the desktop popover (two months). */
  readonly sheet: boolean;
  /** Writes the picked dates into the form. */
  readonly onChange: (start: string, end: string) => void;
  /** Puts the focus back on an input when the calendar closes. */
  readonly onReturnFocus: (field: RangeCalendarField) => void;
}
