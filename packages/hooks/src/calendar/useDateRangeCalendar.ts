import {
  type CalendarDate,
  type CalendarMonthGrid,
  calendarMonthGrids,
  calendarMonthWindowCanStep,
  type RangeCalendarField,
  type RangeCalendarFieldEvent,
  type RangeCalendarFieldSettings,
  rangeCalendarFieldInitial,
  rangeCalendarFieldSelectable,
  rangeCalendarFieldShown,
  rangeCalendarFieldTransition,
} from "@travesia/core";
import { useCallback, useMemo, useRef, useState } from "react";
import type { DateRangeCalendarOptions } from "./dateRangeCalendarOptions.js";

/** Months the desktop popover draws at once (520 px, spec 002 §9). */
const POPOVER_MONTHS = 2;

/**
 * The state of a pair of date inputs and their range calendar, over core's `rangeCalendarFieldTransition`: which input
 * opened it, the months drawn, the focused day, the dates shown (the sheet's picks before its confirm) and the verbs.
 *
 * @example const calendar = useDateRangeCalendar({ start, end, single: false, today, months: 13, sheet: false, onChange, onReturnFocus });
 */
export const useDateRangeCalendar = (options: DateRangeCalendarOptions) => {
  const { start, end, single, today, months, sheet } = options;
  const settings = useMemo<RangeCalendarFieldSettings>(
    () => ({ today, months, single, monthsDrawn: sheet ? months : POPOVER_MONTHS, confirmToCommit: sheet }),
    [today, months, single, sheet],
  );
  const [state, setState] = useState(() => rangeCalendarFieldInitial(settings));
  const [focusRequest, setFocusRequest] = useState(0);
  // The latest callbacks, so that the verbs stay the same between renders.
  const latest = useRef(options);
  latest.current = options;
  const stateRef = useRef(state);
  stateRef.current = state;

  const send = useCallback(
    (event: RangeCalendarFieldEvent) => {
      const step = rangeCalendarFieldTransition(stateRef.current, event, settings);
      stateRef.current = step.state;
      setState(step.state);
      if (event._tag === "opened" || event._tag === "focusMoved") setFocusRequest((n) => n + 1);
      if (step.commit !== null) latest.current.onChange(step.commit.start, step.commit.end);
      if (step.returnFocus !== null) latest.current.onReturnFocus(step.returnFocus);
    },
    [settings],
  );
  // Drawn only while open: a search form mounts closed (the home's box among the first load's commits), and 13 month
  // grids were most of a closed field's render.
  const isOpen = state.open !== null;
  const grids = useMemo<readonly CalendarMonthGrid[]>(
    () => (isOpen ? calendarMonthGrids(today, months) : []),
    [isOpen, today, months],
  );
  const { first, size } = state.window;
  const actions = useMemo(
    () => ({
      open: (field: RangeCalendarField) => {
        const form = latest.current;
        send({ _tag: "opened", field, start: form.start, end: form.end });
      },
      pick: (date: CalendarDate) => send({ _tag: "dayPicked", date }),
      moveFocus: (date: CalendarDate) => send({ _tag: "focusMoved", date }),
      step: (by: -1 | 1) => send({ _tag: "monthStepped", by }),
      confirm: () => send({ _tag: "confirmed" }),
      dismiss: () => send({ _tag: "dismissed" }),
    }),
    [send],
  );
  return {
    open: state.open,
    /** The months drawn now; none while the calendar is closed. */
    grids: sheet ? grids : grids.slice(first, first + size),
    focused: state.focused,
    /** Bumped when the focus should move into the grid (on opening, after a key). */
    focusRequest,
    /** The dates the calendar marks, and their nights. */
    shown: rangeCalendarFieldShown(state, settings, start, end),
    canStepBack: calendarMonthWindowCanStep(state.window, -1),
    canStepOn: calendarMonthWindowCanStep(state.window, 1),
    isSelectable: (date: CalendarDate) => rangeCalendarFieldSelectable(date, settings),
    actions,
  };
};
