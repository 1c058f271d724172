/**
 * The months a calendar draws at once out of all it offers: the desktop popover draws two of 13 (25 in the home
 * hotel form) and steps with 'Mes anterior' / 'Mes siguiente' (spec 002 §2 "desktop container 520 px wide"; §5 "13
 * months by default"). `first` is the index of the leftmost month drawn, 0 being today's month.
 */
export interface CalendarMonthWindow {
  /** Index of the first month drawn. */
  readonly first: number;
  /** How many months are drawn at once (at least 1). */
  readonly size: number;
  /** How many months the calendar offers. */
  readonly count: number;
}

/** The last possible `first`: the window's end at the calendar's last month. */
const lastFirst = (size: number, count: number): number => Math.max(0, count - Math.max(1, size));

const clampFirst = (first: number, size: number, count: number): number =>
  Math.min(lastFirst(size, count), Math.max(0, Math.trunc(first)));

/**
 * The window that starts at the month `index` (brought inside the calendar): what a calendar shows when it opens on
 * a day.
 *
 * @example calendarMonthWindowAt(12, 2, 13) // { first: 11, size: 2, count: 13 }
 */
export const calendarMonthWindowAt = (index: number, size: number, count: number): CalendarMonthWindow => ({
  first: clampFirst(index, size, count),
  size,
  count,
});

/**
 * The window after the focus moves to the month `index`: unchanged when that month is drawn, else moved by as little
 * as brings it in (a step left, or far enough right that it is the last month drawn).
 *
 * @example calendarMonthWindowShowing({ first: 0, size: 2, count: 13 }, 2) // { first: 1, … }
 */
export const calendarMonthWindowShowing = (window: CalendarMonthWindow, index: number): CalendarMonthWindow => {
  const { first, size, count } = window;
  const wanted = index < first ? index : index >= first + size ? index - size + 1 : first;
  return { ...window, first: clampFirst(wanted, size, count) };
};

/**
 * The window after 'Mes anterior' (-1) or 'Mes siguiente' (+1), never past either end.
 *
 * @example calendarMonthWindowStep({ first: 11, size: 2, count: 13 }, 1).first // 11
 */
export const calendarMonthWindowStep = (window: CalendarMonthWindow, by: number): CalendarMonthWindow => ({
  ...window,
  first: clampFirst(window.first + by, window.size, window.count),
});

/** Whether the window can step back (`-1`) or on (`+1`). */
export const calendarMonthWindowCanStep = (window: CalendarMonthWindow, by: -1 | 1): boolean =>
  by < 0 ? window.first > 0 : window.first < lastFirst(window.size, window.count);
