// Days the end-to-end tests search on, computed from the machine's today in its time zone (the browser's). Whatever
// today is, these days lie ahead, so a test reaches the same screens every day.

/** Two digits, as dates and times are written in URLs and on screen. */
export const pad = (value: number) => String(value).padStart(2, "0");

/** A day `days` from today, as `YYYY-MM-DD`. */
export const dayFromToday = (days: number): string => {
  const date = new Date();
  date.setDate(date.getDate() + days);
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
};

/** Day `day` of the month `ahead` months after this one (clamped to its last day), as `YYYY-MM-DD`. */
export const dayOfMonthAhead = (ahead: number, day: number): string => {
  const first = new Date();
  first.setDate(1);
  first.setMonth(first.getMonth() + ahead);
  const lastDay = new Date(first.getFullYear(), first.getMonth() + 1, 0).getDate();
  return `${first.getFullYear()}-${pad(first.getMonth() + 1)}-${pad(Math.min(day, lastDay))}`;
};

/**
 * Day `day` of next month (clamped to its last day), as `YYYY-MM-DD`. The desktop calendar always shows the whole of
 * next month and all of it lies in the future, so a test that picks its days there reaches the same rows of the
 * calendar whatever today is (a day counted from today lands in a different row each day).
 */
export const dayOfNextMonth = (day: number): string => dayOfMonthAhead(1, day);
