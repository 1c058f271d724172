import { fc, test } from "@fast-check/vitest";
import { describe, expect, it } from "vitest";
import {
  calendarMonthWindowAt,
  calendarMonthWindowCanStep,
  calendarMonthWindowShowing,
  calendarMonthWindowStep,
} from "./calendarMonthWindow.js";

const arbShape = fc
  .record({ size: fc.integer({ min: 1, max: 3 }), count: fc.integer({ min: 1, max: 25 }) })
  .chain(({ size, count }) =>
    fc.record({ size: fc.constant(size), count: fc.constant(count), index: fc.integer({ min: -2, max: count + 2 }) }),
  );
const inside = (first: number, size: number, count: number) => first >= 0 && first <= Math.max(0, count - size);

describe("calendarMonthWindow", () => {
  test.prop([arbShape, fc.integer({ min: 0, max: 26 })], { numRuns: 1000 })(
    "showing a month of the calendar draws it, moving as little as it can, and never leaves the calendar",
    ({ size, count, index }, start) => {
      const window = calendarMonthWindowAt(start, size, count);
      expect(inside(window.first, size, count)).toBe(true);
      const shown = calendarMonthWindowShowing(window, index);
      expect(inside(shown.first, size, count)).toBe(true);
      if (index >= 0 && index < count) {
        expect(index).toBeGreaterThanOrEqual(shown.first);
        expect(index).toBeLessThan(shown.first + size);
        if (index >= window.first && index < window.first + size) expect(shown).toEqual(window);
      }
    },
  );

  test.prop([arbShape, fc.array(fc.constantFrom<-1 | 1>(-1, 1), { maxLength: 30 })], { numRuns: 1000 })(
    "stepping never leaves the calendar, and a step is possible exactly when it moves",
    ({ size, count, index }, steps) => {
      let window = calendarMonthWindowAt(index, size, count);
      for (const by of steps) {
        const next = calendarMonthWindowStep(window, by);
        expect(next.first !== window.first).toBe(calendarMonthWindowCanStep(window, by));
        window = next;
        expect(inside(window.first, size, count)).toBe(true);
      }
    },
  );

  it("the desktop popover shows two of 13 months", () => {
    expect(calendarMonthWindowAt(12, 2, 13).first).toBe(11);
    expect(calendarMonthWindowShowing({ first: 0, size: 2, count: 13 }, 2).first).toBe(1);
  });
});
