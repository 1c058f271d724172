import * as Result from "effect/Result";
import {
  CALENDAR_DATE_MAX_DAY_NUMBER,
  type CalendarDate,
  calendarDateFromDayNumber,
  calendarDateFromParts,
  calendarDateParts,
  calendarDaysInMonth,
} from "../dates/calendarDate.js";
import type { MessageKey } from "../locale/catalog.js";
import { calendarDateOf, isBlank } from "./internal/formRules.js";
import { type ValidationIssue, type ValidationPath, validationIssue } from "./validationIssue.js";

/** Spec 002 §5: "Date picker: no past dates; 13 months by default (an attribute may override)". */
export const DATE_PICKER_DEFAULT_MONTHS = 13;

/** Spec 001 §9: "Calendar 25 months in the home hotel form". */
export const HOTEL_HOME_CALENDAR_MONTHS = 25;

/** The first and last day a date picker offers. */
export interface DatePickerRange {
  readonly min: CalendarDate;
  readonly max: CalendarDate;
}

/**
 * The days a picker showing `months` months from today's month offers: from today (no past dates) to the last day of
 * the last month shown. A picker of 13 months opened on 2026-11-21 ends on 2027-11-30.
 *
 * @example datePickerRange("2026-11-21" as CalendarDate, 13) // { min: "2026-11-21", max: "2027-11-30" }
 */
export const datePickerRange = (today: CalendarDate, months: number = DATE_PICKER_DEFAULT_MONTHS): DatePickerRange => {
  const { year, month } = calendarDateParts(today);
  const shown = Number.isFinite(months) ? Math.max(1, Math.trunc(months)) : 1;
  const lastMonthIndex = year * 12 + (month - 1) + shown - 1;
  const lastYear = Math.floor(lastMonthIndex / 12);
  if (lastYear > 9999) return { min: today, max: calendarDateFromDayNumber(CALENDAR_DATE_MAX_DAY_NUMBER) };
  const lastMonth = (lastMonthIndex % 12) + 1;
  const max = calendarDateFromParts({
    year: lastYear,
    month: lastMonth,
    day: calendarDaysInMonth(lastYear, lastMonth),
  });
  return { min: today, max: Result.isSuccess(max) ? max.success : today };
};

/** How a date field of a search form is checked. */
export interface FormDateFieldRule {
  /** The message when the field is empty. */
  readonly requiredKey: MessageKey;
  /** Today, to refuse past days and days beyond the calendar; without it only the format is checked. */
  readonly today?: CalendarDate | undefined;
  /** Months the calendar shows (13 by default). */
  readonly months?: number | undefined;
}

/**
 * Checks one date field: required, a real `YYYY-MM-DD` day and, when today is known, inside the picker's range.
 * Returns the parsed date (or undefined) with the issues so that a form can compare fields afterwards.
 */
export const validateFormDateField = (
  text: string,
  path: ValidationPath,
  rule: FormDateFieldRule,
): { readonly date: CalendarDate | undefined; readonly issues: ValidationIssue[] } => {
  if (isBlank(text)) return { date: undefined, issues: [validationIssue(path, rule.requiredKey)] };
  const date = calendarDateOf(text);
  if (date === undefined) return { date, issues: [validationIssue(path, "forms.dateInvalid")] };
  return { date, issues: rule.today === undefined ? [] : validatePickedDate(date, rule.today, rule.months, path) };
};

/**
 * Issues of a picked day against a picker's range: 'forms.dateInPast' before today, 'forms.dateBeyondCalendar' past
 * the last month shown (spec 002 §5 "no past dates; 13 months by default"; spec 001 §9 "25 months").
 *
 * @example validatePickedDate("2026-11-20" as CalendarDate, "2026-11-21" as CalendarDate) // [{ path: [], key: "forms.dateInPast" }]
 */
export const validatePickedDate = (
  date: CalendarDate,
  today: CalendarDate,
  months: number = DATE_PICKER_DEFAULT_MONTHS,
  path: ValidationPath = [],
): ValidationIssue[] => {
  const range = datePickerRange(today, months);
  if (date < range.min) return [validationIssue(path, "forms.dateInPast")];
  if (date > range.max) return [validationIssue(path, "forms.dateBeyondCalendar", { months })];
  return [];
};
