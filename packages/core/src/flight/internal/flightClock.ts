import { calendarDayNumberOf, calendarDaysInMonth, MINUTES_PER_DAY } from "../../dates/index.js";

/**
 * A fast reader of `YYYYMMDDTHHmm` into minutes on the flight clock (days since 1970-01-01 × 1440 + minutes), the
 * same number as core/dates' `flightDateTimeToMinutes(parseFlightDateTime(text))`, without building a `Result` per
 * call: the filters read two times per flight, 40,000 flights per results page. NaN when the text does not read.
 */

const digits = (text: string, start: number, length: number): number => {
  let value = 0;
  for (let index = start; index < start + length; index++) {
    const digit = text.charCodeAt(index) - 48;
    if (digit < 0 || digit > 9) return Number.NaN;
    value = value * 10 + digit;
  }
  return value;
};

/** Minutes of a `YYYYMMDDTHHmm` text on the flight clock, or NaN. */
export const flightClockMinutes = (text: string | undefined): number => {
  if (text === undefined || text.length !== 13 || text.charCodeAt(8) !== 84) return Number.NaN;
  const year = digits(text, 0, 4);
  const month = digits(text, 4, 2);
  const day = digits(text, 6, 2);
  const hours = digits(text, 9, 2);
  const minutes = digits(text, 11, 2);
  if (!(year >= 1 && month >= 1 && month <= 12 && day >= 1 && hours <= 23 && minutes <= 59)) return Number.NaN;
  if (day > calendarDaysInMonth(year, month)) return Number.NaN;
  return calendarDayNumberOf(year, month, day) * MINUTES_PER_DAY + hours * 60 + minutes;
};
