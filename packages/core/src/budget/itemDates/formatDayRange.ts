import type { CalendarDate } from "../../dates/calendarDate.js";
import { calendarDateOfText } from "../../dates/calendarDateOfText.js";
import type { Language } from "../../locale/language.js";

const formatters = new Map<Language, Intl.DateTimeFormat>();

const formatterOf = (language: Language): Intl.DateTimeFormat => {
  const known = formatters.get(language);
  if (known !== undefined) return known;
  // The calendar day as written, whatever the reader's time zone: the day is read at UTC midnight, shown at UTC.
  const made = new Intl.DateTimeFormat(language, { dateStyle: "medium", timeZone: "UTC" });
  formatters.set(language, made);
  return made;
};

/**
 * A calendar day in the reader's language (Intl's medium date: "1 ene 2027", "Jan 1, 2027", "1 de jan. de 2027").
 *
 * @example formatBudgetDay("2027-01-08", "en") // "Jan 8, 2027"
 */
export const formatBudgetDay = (day: CalendarDate, language: Language): string =>
  formatterOf(language).format(new Date(`${day}T00:00:00Z`));

/**
 * An item's dates in the reader's language: the first day, and ` – ` the last day when there is one.
 *
 * @example formatDayRange("2027-01-01", "2027-01-08", "es") // "1 ene 2027 – 8 ene 2027"
 */
export const formatDayRange = (from: CalendarDate, to: CalendarDate | null, language: Language): string =>
  to === null
    ? formatBudgetDay(from, language)
    : `${formatBudgetDay(from, language)} – ${formatBudgetDay(to, language)}`;

/**
 * A day a reply gives as text, in the reader's language ({@link formatBudgetDay}); a text that is no `YYYY-MM-DD` day
 * is shown as it came, so one bad field never takes a page down.
 *
 * @example formatBudgetDayText("2027-01-08", "en") // "Jan 8, 2027"; formatBudgetDayText("pronto", "es") // "pronto"
 */
export const formatBudgetDayText = (text: string, language: Language): string => {
  const day = calendarDateOfText(text);
  return day === null ? text : formatBudgetDay(day, language);
};

/**
 * An instant a reply gives as text (a link's end, `2027-01-08T10:00:00Z`) as a long date in the reader's language and
 * the reader's time zone; a text that is no date is shown as it came.
 *
 * @example formatBudgetInstantText("hasta agotar stock", "es") // "hasta agotar stock"
 */
export const formatBudgetInstantText = (text: string, language: Language): string => {
  const at = new Date(text);
  return Number.isNaN(at.getTime()) ? text : new Intl.DateTimeFormat(language, { dateStyle: "long" }).format(at);
};
