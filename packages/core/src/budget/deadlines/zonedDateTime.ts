import type { CalendarDate } from "../../dates/calendarDate.js";
import { calendarDateAtEpochMs } from "../../dates/calendarDateAtEpochMs.js";

/** An instant as a person in a time zone reads it: the day and the 24-hour time `HH:mm`. */
export interface ZonedDateTime {
  readonly date: CalendarDate;
  readonly time: string;
  /** The zone actually used: the one asked for, or `UTC` when the name is not a zone this runtime knows. */
  readonly timeZone: string;
}

const formatters = new Map<string, Intl.DateTimeFormat | null>();

const formatterFor = (timeZone: string): Intl.DateTimeFormat | null => {
  if (!formatters.has(timeZone)) {
    try {
      formatters.set(
        timeZone,
        new Intl.DateTimeFormat("en-US", {
          timeZone,
          hourCycle: "h23",
          year: "numeric",
          month: "2-digit",
          day: "2-digit",
          hour: "2-digit",
          minute: "2-digit",
        }),
      );
    } catch {
      formatters.set(timeZone, null);
    }
  }
  return formatters.get(timeZone) ?? null;
};

const pad = (value: number): string => String(value).padStart(2, "0");

/**
 * The day and time of an instant (epoch ms) in an IANA time zone (`America/Argentina/Buenos_Aires`), daylight
 * saving included, through `Intl`; an unknown zone name reads the instant in UTC and says so.
 *
 * @example zonedDateTime(Date.UTC(2026, 11, 5, 2, 30), "America/Argentina/Buenos_Aires")
 * // { date: "2026-12-04", time: "23:30", timeZone: "America/Argentina/Buenos_Aires" }
 */
export const zonedDateTime = (epochMs: number, timeZone: string): ZonedDateTime => {
  const formatter = formatterFor(timeZone);
  if (formatter === null) {
    const minutes = Math.floor((((epochMs % 86_400_000) + 86_400_000) % 86_400_000) / 60_000);
    return {
      date: calendarDateAtEpochMs(epochMs),
      time: `${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}`,
      timeZone: "UTC",
    };
  }
  const parts = Object.fromEntries(formatter.formatToParts(epochMs).map((part) => [part.type, part.value]));
  return {
    date: `${String(parts.year).padStart(4, "0")}-${parts.month}-${parts.day}` as CalendarDate,
    time: `${parts.hour}:${parts.minute}`,
    timeZone,
  };
};
