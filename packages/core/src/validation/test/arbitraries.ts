import { fc } from "@fast-check/vitest";
import { addDaysToCalendarDate, type CalendarDate } from "../../dates/calendarDate.js";
import type { Occupancy, OccupancyLimits, Room } from "../../occupancy/occupancy.js";
import type { SearchFormPlace } from "../../search/forms/searchFormPlaces.js";
import type { ValidationIssue } from "../validationIssue.js";

/** A fixed "today" for example tests. */
export const TODAY = "2026-11-21" as CalendarDate;

/** Days from 2000-01-01 to 2090-12-31 as a "today". */
export const arbToday: fc.Arbitrary<CalendarDate> = fc
  .integer({ min: 0, max: 33_000 })
  .map((offset) => addDaysToCalendarDate("2000-01-01" as CalendarDate, offset));

/** `date` + `days` as text. */
export const plusDays = (date: CalendarDate, days: number): string => addDaysToCalendarDate(date, days);

/** A non-blank id or name. */
export const arbFilled: fc.Arbitrary<string> = fc.stringMatching(/^[A-Za-z0-9][A-Za-z0-9 ]{0,11}$/);

/** A blank text: empty or spaces. */
export const arbBlank: fc.Arbitrary<string> = fc.constantFrom("", " ", "   ", "\t");

/** A place picked from suggestions. */
export const arbPlace: fc.Arbitrary<SearchFormPlace> = fc.record({ id: arbFilled, name: arbFilled });

/** A room inside the limits, every age given. */
export const arbRoom = (limits: OccupancyLimits): fc.Arbitrary<Room> =>
  fc
    .record({
      adults: fc.integer(limits.adults),
      children: fc.integer(limits.children),
    })
    .chain(({ adults, children }) =>
      fc
        .array(fc.integer(limits.age), { minLength: children, maxLength: children })
        .map((ages) => ({ adults, children, ages })),
    );

/** Rooms inside the limits. */
export const arbOccupancy = (limits: OccupancyLimits): fc.Arbitrary<Occupancy> =>
  fc.array(arbRoom(limits), { minLength: limits.rooms.min, maxLength: limits.rooms.max });

/** The keys found at a path. */
export const keysAt = (issues: readonly ValidationIssue[], ...path: (string | number)[]): string[] =>
  issues.filter((issue) => JSON.stringify(issue.path) === JSON.stringify(path)).map((issue) => issue.key);
