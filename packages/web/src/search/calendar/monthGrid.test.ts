import { fc, test } from "@fast-check/vitest";
import {
  addDaysToCalendarDate,
  calendarDateFromDayNumber,
  calendarDateParts,
  calendarDateWeekday,
  calendarDaysInMonth,
} from "@travesia/core";
import { describe, expect } from "vitest";
import { CALENDAR_WEEKDAY_COLUMNS, calendarMonthGrids, monthIndexFrom } from "./monthGrid";

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
        const monthIndex = first.year * 12 + first.month - 1 + index;
        expect(grid.year * 12 + grid.month - 1).toBe(monthIndex);
        const days = grid.weeks.flat().filter((day) => day !== null);
        expect(days).toHaveLength(calendarDaysInMonth(grid.year, grid.month));
        days.forEach((day, position) => {
          expect(calendarDateParts(day).day).toBe(position + 1);
        });
        for (const week of grid.weeks) {
          expect(week).toHaveLength(7);
          week.forEach((day, column) => {
            if (day !== null) expect(calendarDateWeekday(day)).toBe(CALENDAR_WEEKDAY_COLUMNS[column]);
          });
        }
        expect(grid.weeks.length).toBeGreaterThanOrEqual(4);
        expect(grid.weeks.length).toBeLessThanOrEqual(6);
      });
    },
  );

  test.prop([anyDay, fc.integer({ min: 0, max: 800 })], { numRuns: 1000 })(
    "monthIndexFrom finds the grid that holds a later day",
    (today, offset) => {
      const day = addDaysToCalendarDate(today, offset);
      const index = monthIndexFrom(today, day);
      const grid = calendarMonthGrids(today, index + 1)[index];
      expect(grid?.weeks.flat()).toContain(day);
    },
  );
});
