import * as Result from "effect/Result";
import { shownInput } from "../internal/outsideInput.js";
import { DEFAULT_LANGUAGE, isLanguage, type Language } from "../locale/language.js";
import {
  type CalendarDate,
  calendarDateFromParts,
  calendarDateParts,
  calendarDateWeekday,
  parseCalendarDate,
} from "./calendarDate.js";
import { type DateParseError, dateParseError } from "./dateParseError.js";

/** Day names per language, Sunday first (index = weekday 0–6). Data, so no `Intl` is needed. */
export const SUMMARY_DAY_NAMES: { readonly [L in Language]: readonly string[] } = {
  es: ["domingo", "lunes", "martes", "miércoles", "jueves", "viernes", "sábado"],
  en: ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"],
  pt: ["domingo", "segunda-feira", "terça-feira", "quarta-feira", "quinta-feira", "sexta-feira", "sábado"],
};

/** Month names per language, January first (index = month - 1). */
export const SUMMARY_MONTH_NAMES: { readonly [L in Language]: readonly string[] } = {
  es: [
    "enero",
    "febrero",
    "marzo",
    "abril",
    "mayo",
    "junio",
    "julio",
    "agosto",
    "septiembre",
    "octubre",
    "noviembre",
    "diciembre",
  ],
  en: [
    "January",
    "February",
    "March",
    "April",
    "May",
    "June",
    "July",
    "August",
    "September",
    "October",
    "November",
    "December",
  ],
  pt: [
    "janeiro",
    "fevereiro",
    "março",
    "abril",
    "maio",
    "junho",
    "julho",
    "agosto",
    "setembro",
    "outubro",
    "novembro",
    "dezembro",
  ],
};

/** What the search summary panel shows for check-in or check-out. */
export interface SummaryDateParts {
  readonly dayName: string;
  readonly dayNumber: number;
  readonly monthName: string;
}

/**
 * Day name, day number and month name of a calendar day in a language.
 *
 * Spec 001 §2: the search summary panel shows "check-in and check-out day name, number and month".
 *
 * @example summaryDateParts("2026-01-05" as CalendarDate, "es") // { dayName: "lunes", dayNumber: 5, monthName: "enero" }
 */
export const summaryDateParts = (date: CalendarDate, language: Language): SummaryDateParts => {
  const { month, day } = calendarDateParts(date);
  return {
    dayName: SUMMARY_DAY_NAMES[language][calendarDateWeekday(date)] ?? "",
    dayNumber: day,
    monthName: SUMMARY_MONTH_NAMES[language][month - 1] ?? "",
  };
};

/**
 * The summary parts as one line: `{dayName} {day} de {month}` in es and pt, `{dayName} {day} {month}` in en.
 *
 * @example formatSummaryDate("2026-01-05" as CalendarDate, "es") // "lunes 5 de enero"
 */
export const formatSummaryDate = (date: CalendarDate, language: Language): string => {
  // Total for a plain JavaScript caller: a date that is not one prints nothing, a foreign language as es.
  if (typeof date !== "string" || Result.isFailure(parseCalendarDate(date))) return "";
  if (!isLanguage(language)) return formatSummaryDate(date, DEFAULT_LANGUAGE);
  const { dayName, dayNumber, monthName } = summaryDateParts(date, language);
  return language === "en" ? `${dayName} ${dayNumber} ${monthName}` : `${dayName} ${dayNumber} de ${monthName}`;
};

/**
 * Reads a line written by {@link formatSummaryDate} back to its day; the year is not in the text, so it is given.
 * The day name must match the day. Never throws.
 *
 * @example parseSummaryDate("lunes 5 de enero", "es", 2026) // Success("2026-01-05")
 */
export const parseSummaryDate = (
  input: string,
  language: Language,
  year: number,
): Result.Result<CalendarDate, DateParseError> => {
  if (typeof input !== "string" || !isLanguage(language) || typeof year !== "number")
    return Result.fail(dateParseError("summaryDate", shownInput(input), "expected a text, a language and a year"));
  const pattern = language === "en" ? /^(\S+) (\d{1,2}) (\S+)$/ : /^(\S+) (\d{1,2}) de (\S+)$/;
  const match = pattern.exec(input);
  if (match === null) return Result.fail(dateParseError("summaryDate", input, `not a ${language} summary date`));
  const [, dayName = "", day = "", monthName = ""] = match;
  const month = SUMMARY_MONTH_NAMES[language].indexOf(monthName) + 1;
  if (month === 0) return Result.fail(dateParseError("summaryDate", input, `unknown month "${monthName}"`));
  return Result.gen(function* () {
    const date = yield* Result.mapError(
      calendarDateFromParts({ year, month, day: Number(day) }),
      (error): DateParseError => ({ ...error, format: "summaryDate", input }),
    );
    if (SUMMARY_DAY_NAMES[language][calendarDateWeekday(date)] !== dayName) {
      return yield* Result.fail(dateParseError("summaryDate", input, `${date} is not a ${dayName}`));
    }
    return date;
  });
};
