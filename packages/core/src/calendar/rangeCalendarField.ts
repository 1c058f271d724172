import type { CalendarDate } from "../dates/calendarDate.js";
import { calendarDateOfText } from "../dates/calendarDateOfText.js";
import { calendarMonthIndex } from "./calendarMonthGrid.js";
import {
  type CalendarMonthWindow,
  calendarMonthWindowAt,
  calendarMonthWindowShowing,
  calendarMonthWindowStep,
} from "./calendarMonthWindow.js";
import {
  calendarDateSelectable,
  calendarNights,
  type RangeCalendarField,
  type RangeCalendarState,
  rangeCalendarInitial,
  rangeCalendarTransition,
} from "./rangeCalendar.js";

/**
 * A pair of read-only date inputs with their range calendar (spec 001 §5 "Date inputs are read-only, filled from the
 * calendar"; spec 002 §2, §4): which input opened it, the range being picked (core's range-calendar machine), the day
 * holding the keyboard focus and the months drawn.
 */
export interface RangeCalendarFieldState {
  /** The input that opened the calendar, or null while it is closed. */
  readonly open: RangeCalendarField | null;
  readonly range: RangeCalendarState;
  readonly focused: CalendarDate;
  readonly window: CalendarMonthWindow;
}

/** What a date pair is: where today is, how many months it offers, and how it shows them. */
export interface RangeCalendarFieldSettings {
  readonly today: CalendarDate;
  /** 13 by default, 25 in the home hotel form. */
  readonly months: number;
  /** One date only (a one-way flight): the first pick closes the calendar. */
  readonly single: boolean;
  /** Months drawn at once: 2 in the desktop popover, every month in the phone's sheet. */
  readonly monthsDrawn: number;
  /** The phone's sheet holds the picks until its footer confirms; the desktop popover fills the inputs at once. */
  readonly confirmToCommit: boolean;
}

/** Every event of a date pair. */
export type RangeCalendarFieldEvent =
  /** An input opened the calendar; `start` and `end` are the form's dates (`YYYY-MM-DD` or ""). */
  | { readonly _tag: "opened"; readonly field: RangeCalendarField; readonly start: string; readonly end: string }
  | { readonly _tag: "dayPicked"; readonly date: CalendarDate }
  /** Arrows and Page keys moved the focused day. */
  | { readonly _tag: "focusMoved"; readonly date: CalendarDate }
  /** 'Mes anterior' (-1) or 'Mes siguiente' (+1). */
  | { readonly _tag: "monthStepped"; readonly by: -1 | 1 }
  /** The phone sheet's footer. */
  | { readonly _tag: "confirmed" }
  /** Escape, the sheet's close button, a click or focus elsewhere: what was committed stays. */
  | { readonly _tag: "dismissed" };

/** One step of a date pair: its next state, the dates to write into the form (if any), and where focus returns. */
export interface RangeCalendarFieldStep {
  readonly state: RangeCalendarFieldState;
  /** The dates the inputs now hold, `YYYY-MM-DD` or "", or null when the form is left as it is. */
  readonly commit: { readonly start: string; readonly end: string } | null;
  /** The input the focus goes back to when the calendar closed, or null. */
  readonly returnFocus: RangeCalendarField | null;
}

/**
 * A closed date pair.
 *
 * @example rangeCalendarFieldInitial({ today, months: 13, single: false, monthsDrawn: 2, confirmToCommit: false }).open // null
 */
export const rangeCalendarFieldInitial = (settings: RangeCalendarFieldSettings): RangeCalendarFieldState => ({
  open: null,
  range: rangeCalendarInitial(),
  focused: settings.today,
  window: calendarMonthWindowAt(0, settings.monthsDrawn, settings.months),
});

/**
 * Whether a day can be picked or focused in a date pair: core's selectable days (not past, within the months after
 * today) that lie in one of the months the calendar draws (13 months from today's month: the last selectable days of
 * a 14th month are not drawn, so they are not offered either).
 *
 * @example rangeCalendarFieldSelectable("2027-12-01", { today: "2026-11-21", months: 13, … }) // false
 */
export const rangeCalendarFieldSelectable = (
  date: CalendarDate,
  settings: Pick<RangeCalendarFieldSettings, "today" | "months">,
): boolean => calendarDateSelectable(date, settings) && calendarMonthIndex(settings.today, date) < settings.months;

const stay = (state: RangeCalendarFieldState): RangeCalendarFieldStep => ({ state, commit: null, returnFocus: null });

const closed = (
  state: RangeCalendarFieldState,
  commit: RangeCalendarFieldStep["commit"],
  returnFocus: RangeCalendarField | null,
): RangeCalendarFieldStep => ({ state: { ...state, open: null }, commit, returnFocus });

/**
 * The date pair's reducer. Opening restores the form's dates and shows the month of the day the opened input holds
 * (today when it holds none, or a day no longer selectable). A pick follows the range machine (an end before the
 * start restarts); a new start that keeps the old end leaves the range complete, and the next pick still sets the
 * end. On desktop each pick fills the inputs and the calendar closes once the end is picked; the phone's sheet fills
 * them on confirm. A single date closes on the first pick.
 *
 * @example
 * let step = rangeCalendarFieldTransition(closedState, { _tag: "opened", field: "start", start: "", end: "" }, desktop);
 * step = rangeCalendarFieldTransition(step.state, { _tag: "dayPicked", date: "2026-12-01" }, desktop);
 * step.commit // { start: "2026-12-01", end: "" }
 */
export const rangeCalendarFieldTransition = (
  state: RangeCalendarFieldState,
  event: RangeCalendarFieldEvent,
  settings: RangeCalendarFieldSettings,
): RangeCalendarFieldStep => {
  const { today, months, single } = settings;
  const selectable = (date: CalendarDate) => rangeCalendarFieldSelectable(date, settings);
  switch (event._tag) {
    case "opened": {
      const restored = rangeCalendarInitial(
        event.start === "" ? null : event.start,
        single || event.end === "" ? null : event.end,
      );
      const range = rangeCalendarTransition(restored, { _tag: "focus", field: event.field });
      const anchor = calendarDateOfText(event.field === "end" ? (range.end ?? range.start) : range.start);
      const focused = anchor !== null && selectable(anchor) ? anchor : today;
      const window = calendarMonthWindowAt(calendarMonthIndex(today, focused), settings.monthsDrawn, months);
      return stay({ open: event.field, range, focused, window });
    }
    case "dayPicked": {
      if (state.open === null || !selectable(event.date)) return stay(state);
      const pickingEnd = state.range._tag === "choosingEnd";
      let range = rangeCalendarTransition(state.range, { _tag: "pick", date: event.date, today, months });
      // The picked day becomes the focused one, and its month stays drawn.
      const picked = {
        ...state,
        focused: event.date,
        window: calendarMonthWindowShowing(state.window, calendarMonthIndex(today, event.date)),
      };
      if (single) return closed({ ...picked, range }, { start: range.start ?? "", end: "" }, "start");
      if (!pickingEnd && range._tag === "complete")
        range = rangeCalendarTransition(range, { _tag: "focus", field: "end" });
      const next = { ...picked, range };
      if (settings.confirmToCommit) return stay(next);
      const commit = { start: range.start ?? "", end: range.end ?? "" };
      return pickingEnd && range._tag === "complete"
        ? closed(next, commit, "end")
        : { state: next, commit, returnFocus: null };
    }
    case "focusMoved":
      if (state.open === null || !selectable(event.date)) return stay(state);
      return stay({
        ...state,
        focused: event.date,
        window: calendarMonthWindowShowing(state.window, calendarMonthIndex(today, event.date)),
      });
    case "monthStepped":
      if (state.open === null) return stay(state);
      return stay({ ...state, window: calendarMonthWindowStep(state.window, event.by) });
    case "confirmed":
      if (state.open === null) return stay(state);
      return closed(
        state,
        { start: state.range.start ?? "", end: single ? "" : (state.range.end ?? "") },
        state.open === "end" ? "end" : "start",
      );
    case "dismissed":
      return state.open === null ? stay(state) : closed(state, null, state.open);
  }
};

/**
 * The dates the inputs and the calendar show: the range being picked while the phone's sheet is open (nothing reaches
 * the form before its confirm), else the form's dates; with the nights between them.
 *
 * @example rangeCalendarFieldShown(state, settings, "2026-12-01", "2026-12-05").nights // 4 (when closed)
 */
export const rangeCalendarFieldShown = (
  state: RangeCalendarFieldState,
  settings: RangeCalendarFieldSettings,
  start: string,
  end: string,
): { readonly start: string | null; readonly end: string | null; readonly nights: number | null } => {
  const holding = state.open !== null && settings.confirmToCommit;
  const shownStart = holding ? state.range.start : start === "" ? null : start;
  const shownEnd = settings.single ? null : holding ? state.range.end : end === "" ? null : end;
  return { start: shownStart, end: shownEnd, nights: calendarNights(shownStart, shownEnd) };
};
