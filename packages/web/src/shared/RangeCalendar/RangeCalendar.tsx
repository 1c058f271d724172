import {
  addDaysToCalendarDate,
  CALENDAR_WEEKDAY_COLUMNS,
  type CalendarDate,
  type CalendarMonthGrid,
  calendarDateParts,
  calendarDaysInMonth,
  formatSummaryDate,
  type Language,
  SUMMARY_DAY_NAMES,
  SUMMARY_MONTH_NAMES,
} from "@travesia/core";
import { type KeyboardEvent, useEffect, useRef } from "react";

import styles from "./RangeCalendar.module.css";

/** Props of the stateless {@link RangeCalendar}: the months to draw and the range to mark. */
export interface RangeCalendarProps {
  /** The months drawn (two on desktop, all of them in the phone's full-screen calendar). */
  readonly grids: readonly CalendarMonthGrid[];
  /** Whether a day can be picked (core's `calendarDateSelectable`: not past, within the months shown). */
  readonly isSelectable: (date: CalendarDate) => boolean;
  readonly start: string | null;
  readonly end: string | null;
  /** The day that holds the keyboard focus (the grid's one tab stop). */
  readonly focusedDate: CalendarDate;
  /** Today, marked in the grid. */
  readonly today: CalendarDate;
  /** Bumped when the focus should move into the grid (on opening, after a key). */
  readonly focusRequest: number;
  readonly language: Language;
  readonly onPick: (date: CalendarDate) => void;
  readonly onMoveFocus: (date: CalendarDate) => void;
}

/** Where an arrow or Page key moves the focused day (a day, a week, a month). */
const keyTarget = (key: string, date: CalendarDate): CalendarDate | undefined => {
  const { year, month } = calendarDateParts(date);
  switch (key) {
    case "ArrowLeft":
      return addDaysToCalendarDate(date, -1);
    case "ArrowRight":
      return addDaysToCalendarDate(date, 1);
    case "ArrowUp":
      return addDaysToCalendarDate(date, -7);
    case "ArrowDown":
      return addDaysToCalendarDate(date, 7);
    case "PageUp":
      return addDaysToCalendarDate(
        date,
        -calendarDaysInMonth(month === 1 ? year - 1 : year, month === 1 ? 12 : month - 1),
      );
    case "PageDown":
      return addDaysToCalendarDate(date, calendarDaysInMonth(year, month));
    default:
      return undefined;
  }
};

/**
 * The range calendar's months as tables of day buttons: past days and days beyond the last month are disabled, the
 * start and end are pressed, the days between marked. One day is the tab stop; arrows, Page Up and Page Down move it.
 */
export const RangeCalendar = ({
  grids,
  isSelectable,
  start,
  end,
  focusedDate,
  today,
  focusRequest,
  language,
  onPick,
  onMoveFocus,
}: RangeCalendarProps) => {
  const root = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (focusRequest === 0) return;
    root.current?.querySelector<HTMLButtonElement>(`button[data-date="${focusedDate}"]`)?.focus();
  }, [focusRequest, focusedDate]);

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, date: CalendarDate) => {
    const target = keyTarget(event.key, date);
    if (target === undefined) return;
    event.preventDefault();
    // The focus stays on the last pickable day rather than landing on a disabled one.
    if (isSelectable(target)) onMoveFocus(target);
  };

  const dayNames = SUMMARY_DAY_NAMES[language];
  return (
    <div ref={root} className={styles.months}>
      {grids.map((grid) => (
        <table key={`${grid.year}-${grid.month}`} className={styles.month}>
          <caption className={styles.caption}>
            {SUMMARY_MONTH_NAMES[language][grid.month - 1]} {grid.year}
          </caption>
          <thead>
            <tr>
              {CALENDAR_WEEKDAY_COLUMNS.map((weekday) => (
                <th key={weekday} scope="col" className={styles.weekday}>
                  <abbr title={dayNames[weekday]}>{dayNames[weekday]?.slice(0, 2)}</abbr>
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {grid.weeks.map((week) => (
              <tr key={week.find((day) => day !== null) ?? "empty"}>
                {week.map((date, column) => {
                  // biome-ignore lint/suspicious/noArrayIndexKey: an empty cell is only its column
                  if (date === null) return <td key={`pad-${column}`} />;
                  const selectable = isSelectable(date);
                  const isStart = date === start;
                  const isEnd = date === end;
                  const between = start !== null && end !== null && date > start && date < end;
                  return (
                    <td key={date}>
                      <button
                        type="button"
                        className={styles.day}
                        data-date={date}
                        data-today={date === today || undefined}
                        data-start={isStart || undefined}
                        data-end={isEnd || undefined}
                        data-between={between || undefined}
                        tabIndex={date === focusedDate ? 0 : -1}
                        data-autofocus={date === focusedDate || undefined}
                        disabled={!selectable}
                        aria-pressed={isStart || isEnd}
                        aria-label={formatSummaryDate(date, language)}
                        onClick={() => onPick(date)}
                        onKeyDown={(event) => onKeyDown(event, date)}
                      >
                        {calendarDateParts(date).day}
                      </button>
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      ))}
    </div>
  );
};
