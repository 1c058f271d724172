import * as Result from "effect/Result";
import { type CalendarDate, parseCalendarDate } from "../../dates/calendarDate.js";

/** True for undefined, null and strings that are empty once trimmed. */
export const isBlank = (value: string | null | undefined): boolean =>
  value === undefined || value === null || value.trim() === "";

/** A `YYYY-MM-DD` text as a calendar date, or undefined when it is not one. */
export const calendarDateOf = (text: string): CalendarDate | undefined => {
  const parsed = parseCalendarDate(text.trim());
  return Result.isSuccess(parsed) ? parsed.success : undefined;
};

/**
 * E-mail shape as a browser's `type="email"` input checks it (WHATWG "valid e-mail address"): a local part of
 * the allowed characters, `@`, and dot-separated labels of letters, digits and inner hyphens.
 */
const EMAIL_PATTERN =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)*$/;

/** True when a text (trimmed) is an e-mail address a `type="email"` input accepts. */
export const isEmailAddress = (text: string): boolean => EMAIL_PATTERN.test(text.trim());
