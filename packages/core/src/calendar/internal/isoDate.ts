/**
 * Calendar-date arithmetic on `YYYY-MM-DD` strings, private to the calendar. Dates are civil dates (no time zone):
 * each is mapped to its UTC midnight only to count days.
 */

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const DAY_MS = 86_400_000;

/** Whether the text is a real `YYYY-MM-DD` date (no 2026-02-30). */
export const isIsoDate = (text: string): boolean => {
  const match = ISO_DATE.exec(text);
  if (match === null) return false;
  const [, y = "", m = "", d = ""] = match;
  const date = new Date(Date.UTC(Number(y), Number(m) - 1, Number(d)));
  return date.getUTCFullYear() === Number(y) && date.getUTCMonth() === Number(m) - 1 && date.getUTCDate() === Number(d);
};

const toEpochDay = (iso: string): number => {
  const [y = 0, m = 1, d = 1] = iso.split("-").map(Number);
  return Math.round(Date.UTC(y, m - 1, d) / DAY_MS);
};

const fromEpochMs = (ms: number): string => new Date(ms).toISOString().slice(0, 10);

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export const daysBetween = (from: string, to: string): number => toEpochDay(to) - toEpochDay(from);

/** The date `days` later (or earlier when negative). */
export const addDays = (iso: string, days: number): string => fromEpochMs((toEpochDay(iso) + days) * DAY_MS);

/** The same day `months` later, clamped to the month's last day (Jan 31 + 1 month = Feb 28/29). */
export const addMonths = (iso: string, months: number): string => {
  const [y = 0, m = 1, d = 1] = iso.split("-").map(Number);
  const firstOfTarget = new Date(Date.UTC(y, m - 1 + months, 1));
  const lastDay = new Date(Date.UTC(firstOfTarget.getUTCFullYear(), firstOfTarget.getUTCMonth() + 1, 0)).getUTCDate();
  return fromEpochMs(Date.UTC(firstOfTarget.getUTCFullYear(), firstOfTarget.getUTCMonth(), Math.min(d, lastDay)));
};
