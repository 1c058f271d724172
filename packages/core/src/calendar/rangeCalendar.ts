import { BREAKPOINTS } from "../shell/breakpoints.js";
import { addDays, addMonths, daysBetween, isIsoDate } from "./internal/isoDate.js";

/**
 * The date-range calendar: pick a start, then an end.
 *
 * Spec 002 §4: "Calendar: pick start then end; if end is before start, selection restarts; if a new start is after
 * the existing end, the end is cleared." Spec 002 §5: "Date picker: no past dates; 13 months by default (an
 * attribute may override)." Spec 001 §9: "Calendar 25 months in the home hotel form." Spec 002 §9: "time step
 * 15 minutes, default times 06:00 to 23:00 …, mobile breakpoint 768 px, container 520 px."
 *
 * Dates are `YYYY-MM-DD`; `today` is a parameter, never read from a clock.
 */

/** Spec 002 §5: "13 months by default". */
export const CALENDAR_MONTHS_DEFAULT = 13;
/** Spec 001 §9: "Calendar 25 months in the home hotel form". */
export const CALENDAR_MONTHS_HOME_HOTEL = 25;
/** Spec 002 §9: "time step 15 minutes". */
export const CALENDAR_TIME_STEP_MINUTES = 15;
/** Spec 002 §9: "default times 06:00 to 23:00" — the start time. */
export const CALENDAR_DEFAULT_START_TIME = "06:00";
/** Spec 002 §9: "default times 06:00 to 23:00" — the end time. */
export const CALENDAR_DEFAULT_END_TIME = "23:00";
/** Spec 002 §2: "desktop container 520 px wide". */
export const CALENDAR_DESKTOP_WIDTH_PX = 520;

/** Which end of the range the next pick sets. */
export type RangeCalendarField = "start" | "end";

/** The calendar's state. Invariant: when both are set, `end` is never before `start`. */
export interface RangeCalendarState {
  /** `choosingStart`: nothing picked yet (or restarted); `choosingEnd`: start picked; `complete`: both picked. */
  readonly _tag: "choosingStart" | "choosingEnd" | "complete";
  readonly start: string | null;
  readonly end: string | null;
  /** Start time `HH:mm` (optional time picker), default 06:00. */
  readonly startTime: string;
  /** End time `HH:mm` (optional time picker), default 23:00. */
  readonly endTime: string;
}

/** Where the calendar may be picked: from today to `months` months later. */
export interface RangeCalendarBounds {
  /** Today `YYYY-MM-DD`: earlier dates are past and refused. */
  readonly today: string;
  /** How many months are shown: 13 by default, 25 in the home hotel form. */
  readonly months?: number;
}

/** Every event of the range calendar. */
export type RangeCalendarEvent =
  /** A day was clicked. */
  | ({ readonly _tag: "pick"; readonly date: string } & RangeCalendarBounds)
  /** The visitor focused one field, so the next pick sets that end. */
  | { readonly _tag: "focus"; readonly field: RangeCalendarField }
  /** A time was chosen in the mobile time picker (`HH:mm` on the 15-minute grid). */
  | { readonly _tag: "setTime"; readonly field: RangeCalendarField; readonly time: string }
  /** Everything cleared. */
  | { readonly _tag: "clear" };

/**
 * An empty calendar, or one restored from a stored range (an end before the start is dropped).
 *
 * @example rangeCalendarInitial("2026-12-01", "2026-12-05")._tag // "complete"
 */
export const rangeCalendarInitial = (start: string | null = null, end: string | null = null): RangeCalendarState => {
  const validStart = start !== null && isIsoDate(start) ? start : null;
  const validEnd = validStart !== null && end !== null && isIsoDate(end) && end >= validStart ? end : null;
  return {
    _tag: validStart === null ? "choosingStart" : validEnd === null ? "choosingEnd" : "complete",
    start: validStart,
    end: validEnd,
    startTime: CALENDAR_DEFAULT_START_TIME,
    endTime: CALENDAR_DEFAULT_END_TIME,
  };
};

/**
 * The last selectable date: `months` months after today, minus one day.
 *
 * @example calendarLastSelectableDate("2026-01-15", 13) // "2027-02-14"
 */
export const calendarLastSelectableDate = (today: string, months: number = CALENDAR_MONTHS_DEFAULT): string =>
  addDays(addMonths(today, months), -1);

/**
 * Whether a day can be clicked: a real date, not in the past, within the months shown.
 *
 * Spec 002 §5: "no past dates; 13 months by default".
 */
export const calendarDateSelectable = (date: string, bounds: RangeCalendarBounds): boolean =>
  isIsoDate(date) &&
  isIsoDate(bounds.today) &&
  date >= bounds.today &&
  date <= calendarLastSelectableDate(bounds.today, bounds.months ?? CALENDAR_MONTHS_DEFAULT);

/**
 * The range-calendar reducer.
 *
 * @example
 * const today = "2026-11-21";
 * let s = rangeCalendarInitial();
 * s = rangeCalendarTransition(s, { _tag: "pick", date: "2026-12-10", today }); // start 12-10
 * s = rangeCalendarTransition(s, { _tag: "pick", date: "2026-12-05", today }); // before start: restarts at 12-05
 * s = rangeCalendarTransition(s, { _tag: "pick", date: "2026-12-09", today }); // complete 12-05..12-09
 */
export const rangeCalendarTransition = (state: RangeCalendarState, event: RangeCalendarEvent): RangeCalendarState => {
  switch (event._tag) {
    case "clear":
      return { ...rangeCalendarInitial(), startTime: state.startTime, endTime: state.endTime };
    case "setTime":
      return calendarTimeValid(event.time)
        ? event.field === "start"
          ? { ...state, startTime: event.time }
          : { ...state, endTime: event.time }
        : state;
    case "focus":
      if (event.field === "end" && state.start !== null) return { ...state, _tag: "choosingEnd" };
      return event.field === "start" ? { ...state, _tag: "choosingStart" } : state;
    case "pick":
      return pick(state, event.date, event);
  }
};

const pick = (state: RangeCalendarState, date: string, bounds: RangeCalendarBounds): RangeCalendarState => {
  if (!calendarDateSelectable(date, bounds)) return state;
  if (state._tag === "choosingEnd" && state.start !== null) {
    // An end before the start restarts the selection from that day.
    return date < state.start
      ? { ...state, _tag: "choosingEnd", start: date, end: null }
      : { ...state, _tag: "complete", end: date };
  }
  // A new start after the existing end clears the end; otherwise the end is kept.
  if (state.end !== null && date <= state.end) return { ...state, _tag: "complete", start: date };
  return { ...state, _tag: "choosingEnd", start: date, end: null };
};

/**
 * Nights between check-in and check-out, or null while the range is incomplete.
 *
 * @example calendarNights("2026-12-05", "2026-12-09") // 4
 */
export const calendarNights = (start: string | null, end: string | null): number | null =>
  start !== null && end !== null && isIsoDate(start) && isIsoDate(end) ? Math.max(0, daysBetween(start, end)) : null;

const TIME = /^([01]\d|2[0-3]):([0-5]\d)$/;

/** Whether a time is `HH:mm` on the 15-minute grid. */
export const calendarTimeValid = (time: string): boolean => {
  const match = TIME.exec(time);
  return match !== null && Number(match[2]) % CALENDAR_TIME_STEP_MINUTES === 0;
};

/**
 * The time picker's options: every 15 minutes of the day, `00:00` to `23:45`.
 *
 * @example calendarTimeOptions().slice(0, 3) // ["00:00", "00:15", "00:30"]
 */
export const calendarTimeOptions = (): readonly string[] =>
  Array.from({ length: (24 * 60) / CALENDAR_TIME_STEP_MINUTES }, (_, index) => {
    const minutes = index * CALENDAR_TIME_STEP_MINUTES;
    return `${String(Math.floor(minutes / 60)).padStart(2, "0")}:${String(minutes % 60).padStart(2, "0")}`;
  });

/** Whether the calendar shows its full-screen mobile layout (spec 002 §2: "width up to 768 px", 768 included). */
export const calendarIsMobile = (viewportWidth: number): boolean => viewportWidth <= BREAKPOINTS.phone;
