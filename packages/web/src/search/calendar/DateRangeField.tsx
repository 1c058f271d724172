import {
  CALENDAR_MOBILE_MAX_WIDTH_PX,
  type CalendarDate,
  calendarDateSelectable,
  calendarNights,
  formatCardDate,
  formatSummaryDate,
  type RangeCalendarField,
  type RangeCalendarState,
  rangeCalendarInitial,
  rangeCalendarTransition,
  type ValidationIssue,
} from "@travesia/core";
import { type KeyboardEvent, lazy, Suspense, useEffect, useMemo, useRef, useState } from "react";
import { useLanguageCode, useT } from "../../i18n/LanguageContext";
import { invalidProps } from "../fieldIssues";
import { FieldError } from "../fields/FieldError";
import styles from "../SearchBoxes.module.css";
import { useMediaQuery } from "../useMediaQuery";
import { calendarDateOf } from "./calendarDateOf";
import { calendarMonthGrids, monthIndexFrom } from "./monthGrid";
import { RangeCalendar } from "./RangeCalendar";
import calendarStyles from "./RangeCalendar.module.css";

/** Props of {@link DateRangeField}: two read-only date inputs filled from the range calendar. */
export interface DateRangeFieldProps {
  /** Ids of the two inputs (their errors are `{id}-error`). */
  readonly startId: string;
  readonly endId: string;
  readonly startLabel: string;
  readonly endLabel: string;
  /** `YYYY-MM-DD` or "". */
  readonly start: string;
  readonly end: string;
  /** One date only (a one-way flight): the end input is disabled and the calendar closes on the first pick. */
  readonly single?: boolean;
  readonly today: CalendarDate;
  /** Months the calendar shows: 13 by default, 25 in the home hotel box. */
  readonly months: number;
  readonly startIssues: readonly ValidationIssue[];
  readonly endIssues: readonly ValidationIssue[];
  /** Shows the nights between the two dates beside them (hotel box, partial stay). */
  readonly showNights?: boolean;
  readonly onChange: (start: string, end: string) => void;
}

/** The phone's full-screen calendar: its dialog code loads the first time a phone opens a calendar. */
const CalendarSheet = lazy(() => import("./CalendarSheet"));

/** Months drawn at once in the desktop popover (520 px, spec 002 §9). */
const DESKTOP_MONTHS = 2;
const MOBILE_QUERY = `(max-width: ${CALENDAR_MOBILE_MAX_WIDTH_PX}px)`;
const OPEN_KEYS = new Set(["Enter", " ", "ArrowDown"]);

/**
 * Check-in and check-out (or departure and return) as read-only inputs that open the range calendar (spec 001 §5
 * "Date inputs are read-only, filled from the calendar"). The calendar follows core's machine (`rangeCalendarTransition`):
 * pick a start, then an end; an end before the start restarts. Desktop: a 520 px popover of two months that closes
 * once the range is complete. Phone (≤ 768 px): a full-screen dialog of every month with a header showing the dates
 * and nights, and a footer button that confirms.
 */
export const DateRangeField = ({
  startId,
  endId,
  startLabel,
  endLabel,
  start,
  end,
  single = false,
  today,
  months,
  startIssues,
  endIssues,
  showNights = false,
  onChange,
}: DateRangeFieldProps) => {
  const t = useT();
  const language = useLanguageCode();
  const mobile = useMediaQuery(MOBILE_QUERY);
  const wrapper = useRef<HTMLDivElement>(null);
  const startInput = useRef<HTMLInputElement>(null);
  const endInput = useRef<HTMLInputElement>(null);
  const [open, setOpen] = useState<RangeCalendarField | null>(null);
  const [machine, setMachine] = useState<RangeCalendarState>(() => rangeCalendarInitial());
  const [focused, setFocused] = useState<CalendarDate>(today);
  const [focusRequest, setFocusRequest] = useState(0);
  const [firstMonth, setFirstMonth] = useState(0);

  const grids = useMemo(() => calendarMonthGrids(today, months), [today, months]);
  const isSelectable = (date: CalendarDate) => calendarDateSelectable(date, { today, months });
  const lastFirstMonth = Math.max(0, grids.length - DESKTOP_MONTHS);
  const showMonth = (date: CalendarDate) => {
    const index = monthIndexFrom(today, date);
    setFirstMonth((first) =>
      index < first ? index : index >= first + DESKTOP_MONTHS ? Math.min(lastFirstMonth, index - 1) : first,
    );
  };

  const openAt = (field: RangeCalendarField) => {
    const restored = rangeCalendarInitial(start === "" ? null : start, single || end === "" ? null : end);
    const state = rangeCalendarTransition(restored, { _tag: "focus", field });
    const anchor = calendarDateOf(field === "end" ? (state.end ?? state.start) : state.start);
    const day = anchor !== null && isSelectable(anchor) ? anchor : today;
    setMachine(state);
    setFocused(day);
    setFirstMonth(Math.min(lastFirstMonth, Math.max(0, monthIndexFrom(today, day))));
    setFocusRequest((n) => n + 1);
    setOpen(field);
  };

  const close = (returnFocus: "start" | "end" | null) => {
    setOpen(null);
    if (returnFocus !== null) (returnFocus === "start" ? startInput : endInput).current?.focus();
  };

  const pick = (date: CalendarDate) => {
    const pickingEnd = machine._tag === "choosingEnd";
    let next = rangeCalendarTransition(machine, { _tag: "pick", date, today, months });
    setFocused(date);
    if (single) {
      onChange(next.start ?? "", "");
      close("start");
      return;
    }
    // A new start that keeps the old end leaves the range complete; the next pick still sets the end.
    if (!pickingEnd && next._tag === "complete") next = rangeCalendarTransition(next, { _tag: "focus", field: "end" });
    setMachine(next);
    if (mobile) return;
    onChange(next.start ?? "", next.end ?? "");
    if (pickingEnd && next._tag === "complete") close("end");
  };

  const confirm = () => {
    onChange(machine.start ?? "", single ? "" : (machine.end ?? ""));
    close(open === "end" ? "end" : "start");
  };

  const moveFocus = (date: CalendarDate) => {
    setFocused(date);
    showMonth(date);
    setFocusRequest((n) => n + 1);
  };

  // A click anywhere else closes the desktop popover (the dates picked so far are already in the form).
  useEffect(() => {
    if (open === null || mobile) return;
    const outside = (event: MouseEvent) => {
      if (event.target instanceof Node && !wrapper.current?.contains(event.target)) setOpen(null);
    };
    // Tabbing out of the dates closes it too.
    const focusOutside = (event: FocusEvent) => {
      if (event.target instanceof Node && !wrapper.current?.contains(event.target)) setOpen(null);
    };
    document.addEventListener("mousedown", outside);
    document.addEventListener("focusin", focusOutside);
    return () => {
      document.removeEventListener("mousedown", outside);
      document.removeEventListener("focusin", focusOutside);
    };
  }, [open, mobile]);

  const inputKeys = (field: RangeCalendarField) => (event: KeyboardEvent<HTMLInputElement>) => {
    if (OPEN_KEYS.has(event.key)) {
      event.preventDefault();
      openAt(field);
    } else if (event.key === "Escape" && open !== null) {
      event.preventDefault();
      close(null);
    }
  };
  const popoverKeys = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === "Escape") {
      event.preventDefault();
      close(open === "end" ? "end" : "start");
    }
  };

  const startDate = calendarDateOf(start);
  const endDate = calendarDateOf(end);
  const nights = calendarNights(start === "" ? null : start, end === "" ? null : end);
  const shownStart = open !== null && mobile ? machine.start : start === "" ? null : start;
  const shownEnd = open !== null && mobile ? machine.end : end === "" ? null : end;
  const calendarLabel = single ? startLabel : `${startLabel} – ${endLabel}`;

  const calendar = (grid: "desktop" | "mobile") => (
    <RangeCalendar
      grids={grid === "desktop" ? grids.slice(firstMonth, firstMonth + DESKTOP_MONTHS) : grids}
      isSelectable={isSelectable}
      start={shownStart}
      end={single ? null : shownEnd}
      focusedDate={focused}
      today={today}
      focusRequest={focusRequest}
      language={language}
      onPick={pick}
      onMoveFocus={moveFocus}
    />
  );

  const dayText = (text: string | null) => {
    const date = calendarDateOf(text);
    return date === null ? "—" : formatSummaryDate(date, language);
  };
  const machineNights = calendarNights(machine.start, machine.end);

  return (
    <div ref={wrapper} className={styles.dates} data-single={single || undefined}>
      <div className={styles.field}>
        <label className={styles.label} htmlFor={startId}>
          {startLabel}
        </label>
        <input
          ref={startInput}
          id={startId}
          className={`${styles.control} ${styles.dateInput}`}
          readOnly
          aria-haspopup="dialog"
          placeholder={t("forms.datePlaceholder")}
          value={startDate === null ? "" : formatCardDate(startDate)}
          onClick={() => openAt("start")}
          onKeyDown={inputKeys("start")}
          {...invalidProps(startId, startIssues)}
        />
        <FieldError fieldId={startId} issues={startIssues} />
      </div>
      <div className={styles.field}>
        <label className={styles.label} htmlFor={endId}>
          {endLabel}
        </label>
        <input
          ref={endInput}
          id={endId}
          className={`${styles.control} ${styles.dateInput}`}
          readOnly
          disabled={single}
          aria-haspopup="dialog"
          placeholder={single ? "" : t("forms.datePlaceholder")}
          value={single || endDate === null ? "" : formatCardDate(endDate)}
          onClick={() => openAt("end")}
          onKeyDown={inputKeys("end")}
          {...invalidProps(endId, endIssues)}
        />
        <FieldError fieldId={endId} issues={endIssues} />
      </div>
      {showNights ? (
        <p className={styles.nights} aria-live="polite">
          <span className={styles.label}>{t("forms.nights")}</span>
          <span id={`${startId}-nights`} className={styles.nightsValue}>
            {nights === null ? "—" : nights}
          </span>
        </p>
      ) : null}
      {open !== null && !mobile ? (
        <div
          role="dialog"
          aria-label={calendarLabel}
          tabIndex={-1}
          className={calendarStyles.popover}
          onKeyDown={popoverKeys}
        >
          <div className={calendarStyles.nav}>
            <button
              type="button"
              className={calendarStyles.navButton}
              onClick={() => setFirstMonth((first) => Math.max(0, first - 1))}
              disabled={firstMonth === 0}
              aria-label={t("forms.calendarPreviousMonth")}
            >
              ‹
            </button>
            <button
              type="button"
              className={calendarStyles.navButton}
              onClick={() => setFirstMonth((first) => Math.min(lastFirstMonth, first + 1))}
              disabled={firstMonth >= lastFirstMonth}
              aria-label={t("forms.calendarNextMonth")}
            >
              ›
            </button>
          </div>
          {calendar("desktop")}
        </div>
      ) : null}
      {mobile && open !== null ? (
        <Suspense fallback={null}>
          <CalendarSheet
            title={calendarLabel}
            summary={[
              { label: startLabel, value: dayText(machine.start) },
              ...(single ? [] : [{ label: endLabel, value: dayText(machine.end) }]),
              ...(single || machineNights === null
                ? []
                : [{ label: t("forms.nights"), value: t("forms.nightsCount", { count: machineNights }) }]),
            ]}
            onClose={() => close(open === "end" ? "end" : "start")}
            onConfirm={confirm}
          >
            {calendar("mobile")}
          </CalendarSheet>
        </Suspense>
      ) : null}
    </div>
  );
};
