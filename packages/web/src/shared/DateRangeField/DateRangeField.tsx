import {
  type CalendarDate,
  type CalendarMonthGrid,
  calendarDateOfText,
  formatCardDate,
  formatSummaryDate,
  type RangeCalendarField,
  type ValidationIssue,
} from "@travesia/core";
import { type KeyboardEvent, lazy, type Ref, Suspense } from "react";
import { useLanguageCode, useT } from "../../i18n/LanguageContext";
import { FieldError } from "../FieldError/FieldError";
import { RangeCalendar } from "../RangeCalendar/RangeCalendar";
import calendarStyles from "../RangeCalendar/RangeCalendar.module.css";
import styles from "../SearchFormFrame/SearchFormFrame.module.css";
import { invalidProps } from "../searchForm/fieldIssues";

/** The phone's full-screen calendar: its dialog code loads the first time a phone opens a calendar. */
const CalendarSheet = lazy(() => import("../RangeCalendar/CalendarSheet"));

/** What a date pair shows: its inputs' ids, labels and messages, and the form's dates. */
export interface DateRangeFieldInputs {
  /** Ids of the two inputs (their errors are `{id}-error`). */
  readonly ids: readonly [string, string];
  readonly labels: readonly [string, string];
  /** The form's dates, `YYYY-MM-DD` or "". */
  readonly values: readonly [string, string];
  readonly issues: readonly [readonly ValidationIssue[], readonly ValidationIssue[]];
  /** One date only (a one-way flight): the end input is disabled. */
  readonly single: boolean;
  /** Shows the nights between the form's dates (hotel box, partial stay). */
  readonly nights: number | null | undefined;
}

/** The calendar's state and verbs (hooks' `useDateRangeCalendar`), as the view draws them. */
interface DateRangeFieldCalendar {
  readonly open: RangeCalendarField | null;
  readonly sheet: boolean;
  readonly grids: readonly CalendarMonthGrid[];
  readonly focused: CalendarDate;
  readonly focusRequest: number;
  readonly shown: { readonly start: string | null; readonly end: string | null; readonly nights: number | null };
  readonly canStepBack: boolean;
  readonly canStepOn: boolean;
  readonly today: CalendarDate;
  readonly isSelectable: (date: CalendarDate) => boolean;
  readonly onOpen: (field: RangeCalendarField) => void;
  readonly onPick: (date: CalendarDate) => void;
  readonly onMoveFocus: (date: CalendarDate) => void;
  readonly onStep: (by: -1 | 1) => void;
  readonly onConfirm: () => void;
  readonly onDismiss: (returnFocus: boolean) => void;
}

/** Props of the stateless {@link DateRangeField}. */
export interface DateRangeFieldProps extends DateRangeFieldInputs {
  readonly calendar: DateRangeFieldCalendar;
  readonly wrapperRef?: Ref<HTMLDivElement>;
  readonly inputRefs?: readonly [Ref<HTMLInputElement>, Ref<HTMLInputElement>];
}

const OPEN_KEYS = new Set(["Enter", " ", "ArrowDown"]);
const FIELDS: readonly RangeCalendarField[] = ["start", "end"];

/**
 * Check-in and check-out (or departure and return) as read-only inputs that open the range calendar (spec 001 §5
 * "Date inputs are read-only, filled from the calendar"): a 520 px popover of two months on desktop, a full-screen
 * sheet with the dates, nights and a confirm button on phones (spec 002 §2).
 */
export const DateRangeField = ({
  ids,
  labels,
  values,
  issues,
  single,
  nights,
  calendar,
  wrapperRef,
  inputRefs,
}: DateRangeFieldProps) => {
  const t = useT();
  const language = useLanguageCode();
  const { open, sheet } = calendar;
  const calendarLabel = single ? labels[0] : `${labels[0]} – ${labels[1]}`;
  const inputKeys = (field: RangeCalendarField) => (event: KeyboardEvent<HTMLInputElement>) => {
    if (OPEN_KEYS.has(event.key)) {
      event.preventDefault();
      calendar.onOpen(field);
    } else if (event.key === "Escape" && open !== null) {
      event.preventDefault();
      calendar.onDismiss(false);
    }
  };
  const dayText = (text: string | null) => {
    const date = calendarDateOfText(text);
    return date === null ? "—" : formatSummaryDate(date, language);
  };
  const months = (
    <RangeCalendar
      grids={calendar.grids}
      isSelectable={calendar.isSelectable}
      start={calendar.shown.start}
      end={calendar.shown.end}
      focusedDate={calendar.focused}
      today={calendar.today}
      focusRequest={calendar.focusRequest}
      language={language}
      onPick={calendar.onPick}
      onMoveFocus={calendar.onMoveFocus}
    />
  );
  return (
    <div ref={wrapperRef} className={styles.dates} data-single={single || undefined}>
      {FIELDS.map((field, index) => {
        const id = ids[index] ?? "";
        const date = calendarDateOfText(values[index] ?? "");
        const disabled = single && field === "end";
        return (
          <div key={field} className={styles.field}>
            <label className={styles.label} htmlFor={id}>
              {labels[index]}
            </label>
            <input
              ref={inputRefs?.[index]}
              id={id}
              className={`${styles.control} ${styles.dateInput}`}
              readOnly
              disabled={disabled}
              aria-haspopup="dialog"
              placeholder={disabled ? "" : t("forms.datePlaceholder")}
              value={disabled || date === null ? "" : formatCardDate(date)}
              onClick={() => calendar.onOpen(field)}
              onKeyDown={inputKeys(field)}
              {...invalidProps(id, issues[index] ?? [])}
            />
            <FieldError fieldId={id} issues={issues[index] ?? []} />
          </div>
        );
      })}
      {nights === undefined ? null : (
        <p className={styles.nights} aria-live="polite">
          <span className={styles.label}>{t("forms.nights")}</span>
          <span id={`${ids[0]}-nights`} className={styles.nightsValue}>
            {nights === null ? "—" : nights}
          </span>
        </p>
      )}
      {open !== null && !sheet ? (
        <div
          role="dialog"
          aria-label={calendarLabel}
          tabIndex={-1}
          className={calendarStyles.popover}
          onKeyDown={(event) => {
            if (event.key !== "Escape") return;
            event.preventDefault();
            calendar.onDismiss(true);
          }}
        >
          <div className={calendarStyles.nav}>
            <button
              type="button"
              className={calendarStyles.navButton}
              onClick={() => calendar.onStep(-1)}
              disabled={!calendar.canStepBack}
              aria-label={t("forms.calendarPreviousMonth")}
            >
              ‹
            </button>
            <button
              type="button"
              className={calendarStyles.navButton}
              onClick={() => calendar.onStep(1)}
              disabled={!calendar.canStepOn}
              aria-label={t("forms.calendarNextMonth")}
            >
              ›
            </button>
          </div>
          {months}
        </div>
      ) : null}
      {open !== null && sheet ? (
        <Suspense fallback={null}>
          <CalendarSheet
            title={calendarLabel}
            summary={[
              { label: labels[0], value: dayText(calendar.shown.start) },
              ...(single ? [] : [{ label: labels[1], value: dayText(calendar.shown.end) }]),
              ...(single || calendar.shown.nights === null
                ? []
                : [{ label: t("forms.nights"), value: t("forms.nightsCount", { count: calendar.shown.nights }) }]),
            ]}
            onClose={() => calendar.onDismiss(true)}
            onConfirm={calendar.onConfirm}
          >
            {months}
          </CalendarSheet>
        </Suspense>
      ) : null}
    </div>
  );
};
