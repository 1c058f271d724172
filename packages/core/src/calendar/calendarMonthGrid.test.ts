import { fc, test } from "@fast-check/vitest";
import { describe, expect } from "vitest";
import {
  addDaysToCalendarDate,
  calendarDateFromDayNumber,
  calendarDateParts,
  calendarDateWeekday,
  calendarDaysInMonth,
} from "../dates/calendarDate.js";
import { CALENDAR_WEEKDAY_COLUMNS, calendarMonthGrids, calendarMonthIndex } from "./calendarMonthGrid.js";

// Days from 1990 to 2200: wide enough for any "today" a visitor can have.
const anyDay = fc.integer({ min: 7305, max: 84000 }).map(calendarDateFromDayNumber);

describe("calendarMonthGrids", () => {
  test.prop([anyDay, fc.integer({ min: 1, max: 25 })], { numRuns: 1000 })(
    "shows `count` consecutive months from today's, each day once, in the column of its weekday",
    (today, count) => {
      const grids = calendarMonthGrids(today, count);
      expect(grids).toHaveLength(count);
      const first = calendarDateParts(today);
      grids.forEach((grid, index) => {
        // Plain checks, one assertion per month: 1,000 runs of up to 25 months stay fast.
        const monthIndex = first.year * 12 + first.month - 1 + index;
        const days = grid.weeks.flat().filter((day) => day !== null);
        const problems = [
          grid.year * 12 + grid.month - 1 === monthIndex ? null : "not the next month",
          days.length === calendarDaysInMonth(grid.year, grid.month) ? null : "days missing or repeated",
          days.every((day, position) => calendarDateParts(day).day === position + 1) ? null : "days out of order",
          grid.weeks.every((week) => week.length === 7) ? null : "a week without 7 cells",
          grid.weeks.every((week) =>
            week.every((day, column) => day === null || calendarDateWeekday(day) === CALENDAR_WEEKDAY_COLUMNS[column]),
          )
            ? null
            : "a day outside its weekday's column",
          grid.weeks.length >= 4 && grid.weeks.length <= 6 ? null : "not 4 to 6 weeks",
        ].filter((problem) => problem !== null);
        expect(problems).toEqual([]);
      });
    },
  );

  test.prop([anyDay, fc.integer({ min: 0, max: 800 })], { numRuns: 1000 })(
    "calendarMonthIndex finds the grid that holds a later day",
    (today, offset) => {
      const day = addDaysToCalendarDate(today, offset);
      const index = calendarMonthIndex(today, day);
      const grid = calendarMonthGrids(today, index + 1)[index];
      expect(grid?.weeks.flat()).toContain(day);
    },
  );
});
