import fc from "fast-check";
import {
  CALENDAR_DATE_MAX_DAY_NUMBER,
  CALENDAR_DATE_MIN_DAY_NUMBER,
  type CalendarDate,
  calendarDateFromDayNumber,
} from "../calendarDate.js";
import type { ClockTime } from "../clockTime.js";
import type { FlightDateTime } from "../flightDateTime.js";

/** Any calendar day a 4-digit year can write. */
export const arbCalendarDate: fc.Arbitrary<CalendarDate> = fc
  .integer({ min: CALENDAR_DATE_MIN_DAY_NUMBER, max: CALENDAR_DATE_MAX_DAY_NUMBER })
  .map(calendarDateFromDayNumber);

/** Calendar days around today's era (1990–2060), where searches live. */
export const arbNearCalendarDate: fc.Arbitrary<CalendarDate> = fc
  .integer({ min: 7305, max: 32871 })
  .map(calendarDateFromDayNumber);

/** Any time of day. */
export const arbClockTime: fc.Arbitrary<ClockTime> = fc.record({
  hours: fc.integer({ min: 0, max: 23 }),
  minutes: fc.integer({ min: 0, max: 59 }),
});

/** Any flight date-time. */
export const arbFlightDateTime: fc.Arbitrary<FlightDateTime> = fc.record({ date: arbCalendarDate, time: arbClockTime });
