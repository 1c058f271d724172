import { fc, test } from "@fast-check/vitest";
import { describe, expect } from "vitest";
import { addDays, addMonths, daysBetween, isIsoDate } from "./internal/isoDate.js";
import {
  CALENDAR_MONTHS_HOME_HOTEL,
  calendarDateSelectable,
  calendarIsMobile,
  calendarLastSelectableDate,
  calendarNights,
  calendarTimeOptions,
  calendarTimeValid,
  type RangeCalendarEvent,
  type RangeCalendarState,
  rangeCalendarInitial,
  rangeCalendarTransition,
} from "./rangeCalendar.js";

const TODAY = "2026-11-21";
const dayArb = fc.integer({ min: -20, max: 420 }).map((offset) => addDays(TODAY, offset));
const eventArb: fc.Arbitrary<RangeCalendarEvent> = fc.oneof(
  { weight: 6, arbitrary: dayArb.map((date) => ({ _tag: "pick" as const, date, today: TODAY })) },
  { weight: 1, arbitrary: fc.constantFrom("start", "end").map((field) => ({ _tag: "focus" as const, field })) },
  {
    weight: 1,
    arbitrary: fc
      .tuple(fc.constantFrom("start", "end"), fc.constantFrom("06:00", "10:15", "25:00", "07:10"))
      .map(([field, time]) => ({ _tag: "setTime" as const, field, time })),
  },
  { weight: 1, arbitrary: fc.constant({ _tag: "clear" as const }) },
);

const invariant = (s: RangeCalendarState) => {
  if (s.start !== null && s.end !== null) expect(s.end >= s.start).toBe(true);
  if (s.start !== null) expect(s.start >= TODAY).toBe(true);
  if (s._tag === "complete") expect(s.start !== null && s.end !== null).toBe(true);
  if (s._tag === "choosingEnd") expect(s.start).not.toBeNull();
};

describe("rangeCalendarTransition", () => {
  test.prop([fc.array(eventArb, { maxLength: 40 })], { numRuns: 1000 })(
    "the end is never before the start, and no past date is ever selected",
    (events) => {
      let state = rangeCalendarInitial();
      for (const event of events) {
        state = rangeCalendarTransition(state, event);
        invariant(state);
      }
    },
  );

  test("start then end; an end before the start restarts", () => {
    let s = rangeCalendarTransition(rangeCalendarInitial(), { _tag: "pick", date: "2026-12-10", today: TODAY });
    expect(s).toMatchObject({ _tag: "choosingEnd", start: "2026-12-10", end: null });
    s = rangeCalendarTransition(s, { _tag: "pick", date: "2026-12-05", today: TODAY });
    expect(s).toMatchObject({ _tag: "choosingEnd", start: "2026-12-05", end: null });
    s = rangeCalendarTransition(s, { _tag: "pick", date: "2026-12-09", today: TODAY });
    expect(s).toMatchObject({ _tag: "complete", start: "2026-12-05", end: "2026-12-09" });
    expect(calendarNights(s.start, s.end)).toBe(4);
  });

  test("a new start after the end clears the end; one before keeps it", () => {
    const complete = rangeCalendarInitial("2026-12-05", "2026-12-09");
    expect(rangeCalendarTransition(complete, { _tag: "pick", date: "2026-12-07", today: TODAY })).toMatchObject({
      _tag: "complete",
      start: "2026-12-07",
      end: "2026-12-09",
    });
    expect(rangeCalendarTransition(complete, { _tag: "pick", date: "2026-12-20", today: TODAY })).toMatchObject({
      _tag: "choosingEnd",
      start: "2026-12-20",
      end: null,
    });
    const focused = rangeCalendarTransition(complete, { _tag: "focus", field: "end" });
    expect(rangeCalendarTransition(focused, { _tag: "pick", date: "2026-12-12", today: TODAY })).toMatchObject({
      start: "2026-12-05",
      end: "2026-12-12",
    });
    expect(rangeCalendarTransition(rangeCalendarInitial(), { _tag: "focus", field: "end" })._tag).toBe("choosingStart");
  });

  test("past dates, junk and dates beyond 13 months are refused; 25 months in the home hotel form", () => {
    const s = rangeCalendarInitial();
    expect(rangeCalendarTransition(s, { _tag: "pick", date: "2026-11-20", today: TODAY })).toBe(s);
    expect(rangeCalendarTransition(s, { _tag: "pick", date: "2026-02-30", today: TODAY })).toBe(s);
    expect(calendarLastSelectableDate(TODAY)).toBe("2027-12-20");
    expect(calendarDateSelectable("2027-12-21", { today: TODAY })).toBe(false);
    expect(calendarDateSelectable("2027-12-21", { today: TODAY, months: CALENDAR_MONTHS_HOME_HOTEL })).toBe(true);
    expect(calendarDateSelectable("2026-11-21", { today: "junk" })).toBe(false);
  });

  test("restores a stored range and drops an inverted one", () => {
    expect(rangeCalendarInitial("2026-12-09", "2026-12-01")).toMatchObject({ _tag: "choosingEnd", end: null });
    expect(rangeCalendarInitial("junk", "2026-12-01")).toMatchObject({ _tag: "choosingStart", start: null });
  });

  test("times: 15-minute grid, defaults 06:00–23:00, kept across clear", () => {
    let s = rangeCalendarInitial("2026-12-05", "2026-12-09");
    expect([s.startTime, s.endTime]).toEqual(["06:00", "23:00"]);
    s = rangeCalendarTransition(s, { _tag: "setTime", field: "start", time: "10:15" });
    s = rangeCalendarTransition(s, { _tag: "setTime", field: "end", time: "07:10" });
    s = rangeCalendarTransition(s, { _tag: "setTime", field: "end", time: "20:45" });
    s = rangeCalendarTransition(s, { _tag: "clear" });
    expect(s).toMatchObject({ _tag: "choosingStart", start: null, startTime: "10:15", endTime: "20:45" });
    const options = calendarTimeOptions();
    expect(options).toHaveLength(96);
    expect(options.every(calendarTimeValid)).toBe(true);
    expect(calendarTimeValid("24:00")).toBe(false);
  });

  test("nights, mobile breakpoint", () => {
    expect(calendarNights("2026-12-05", null)).toBeNull();
    expect(calendarNights("2027-02-27", "2027-03-02")).toBe(3);
    expect(calendarIsMobile(768)).toBe(true);
    expect(calendarIsMobile(769)).toBe(false);
  });
});

describe("calendar date arithmetic", () => {
  test.prop([fc.integer({ min: -2000, max: 2000 })], { numRuns: 1000 })("addDays and daysBetween agree", (n) => {
    const later = addDays(TODAY, n);
    expect(isIsoDate(later)).toBe(true);
    expect(daysBetween(TODAY, later)).toBe(n);
  });
  test("addMonths clamps to the month's end", () => {
    expect(addMonths("2027-01-31", 1)).toBe("2027-02-28");
    expect(addMonths("2027-11-15", 14)).toBe("2029-01-15");
  });
});

describe("calendar date helpers on junk", () => {
  test("unreadable dates are returned as is", () => {
    expect(addDays("junk", 1)).toBe("junk");
    expect(addMonths("junk", 1)).toBe("junk");
    expect(daysBetween("junk", "2026-01-01")).toBe(0);
    expect(addMonths("9999-12-01", 1)).toBe("9999-12-01");
  });
});
