import { fc, test } from "@fast-check/vitest";
import { describe, expect, it } from "vitest";
import { addDaysToCalendarDate, type CalendarDate } from "../dates/calendarDate.js";
import { calendarMonthIndex } from "./calendarMonthGrid.js";
import {
  type RangeCalendarFieldEvent,
  type RangeCalendarFieldSettings,
  type RangeCalendarFieldState,
  type RangeCalendarFieldStep,
  rangeCalendarFieldInitial,
  rangeCalendarFieldSelectable,
  rangeCalendarFieldShown,
  rangeCalendarFieldTransition,
} from "./rangeCalendarField.js";

const TODAY = "2026-11-21" as CalendarDate;
// Days from a little before today to a little past the calendar's 13 months.
const arbDay = fc.integer({ min: -5, max: 420 }).map((days) => addDaysToCalendarDate(TODAY, days));
const arbText = fc.oneof(fc.constant(""), arbDay);
const arbEvent: fc.Arbitrary<RangeCalendarFieldEvent> = fc.oneof(
  fc.record({
    _tag: fc.constant("opened" as const),
    field: fc.constantFrom("start" as const, "end" as const),
    start: arbText,
    end: arbText,
  }),
  arbDay.map((date) => ({ _tag: "dayPicked" as const, date })),
  arbDay.map((date) => ({ _tag: "dayPicked" as const, date })),
  arbDay.map((date) => ({ _tag: "focusMoved" as const, date })),
  fc.constantFrom<-1 | 1>(-1, 1).map((by) => ({ _tag: "monthStepped" as const, by })),
  fc.constantFrom({ _tag: "confirmed" as const }, { _tag: "dismissed" as const }),
);
const arbSettings = fc.record({
  today: fc.constant(TODAY),
  months: fc.constantFrom(13, 25),
  single: fc.boolean(),
  monthsDrawn: fc.constantFrom(2, 13),
  confirmToCommit: fc.boolean(),
});

const run = (events: readonly RangeCalendarFieldEvent[], settings: RangeCalendarFieldSettings) => {
  const steps: { event: RangeCalendarFieldEvent; before: RangeCalendarFieldState; step: RangeCalendarFieldStep }[] = [];
  let state = rangeCalendarFieldInitial(settings);
  for (const event of events) {
    const step = rangeCalendarFieldTransition(state, event, settings);
    steps.push({ event, before: state, step });
    state = step.state;
  }
  return steps;
};

describe("rangeCalendarFieldTransition", () => {
  test.prop([fc.array(arbEvent, { maxLength: 30 }), arbSettings], { numRuns: 1000 })(
    "commits picked days (or the form's own) with the end after the start, on the steps the layout commits on",
    (events, settings) => {
      let formDates: string[] = [];
      for (const { event, before, step } of run(events, settings)) {
        if (event._tag === "opened") formDates = [event.start, event.end];
        const { commit } = step;
        if (commit === null) continue;
        for (const date of [commit.start, commit.end]) {
          if (date !== "" && !formDates.includes(date))
            expect(rangeCalendarFieldSelectable(date as CalendarDate, settings)).toBe(true);
        }
        if (commit.end !== "") expect(commit.end >= commit.start).toBe(true);
        if (settings.single) expect(commit.end).toBe("");
        if (settings.confirmToCommit && !settings.single) expect(event._tag).toBe("confirmed");
        expect(before.open).not.toBeNull();
      }
    },
  );

  test.prop([fc.array(arbEvent, { maxLength: 30 }), arbSettings], { numRuns: 1000 })(
    "the focused day's month is drawn after opening, moving the focus or picking, and closing returns the focus",
    (events, settings) => {
      for (const { event, before, step } of run(events, settings)) {
        const { window, focused } = step.state;
        // A closed calendar ignores focus moves and picks; an open one draws the month of the day it moved to.
        const moved = (event._tag === "focusMoved" || event._tag === "dayPicked") && before.open !== null;
        if (event._tag === "opened" || (moved && focused === event.date)) {
          const month = calendarMonthIndex(TODAY, focused);
          expect(month).toBeGreaterThanOrEqual(window.first);
          expect(month).toBeLessThan(window.first + window.size);
        }
        if (event._tag === "confirmed" || event._tag === "dismissed") {
          expect(step.state.open).toBeNull();
          expect(step.returnFocus).toBe(before.open === null ? null : before.open);
        }
      }
    },
  );

  const desktop: RangeCalendarFieldSettings = {
    today: TODAY,
    months: 13,
    single: false,
    monthsDrawn: 2,
    confirmToCommit: false,
  };
  const apply = (state: RangeCalendarFieldState, event: RangeCalendarFieldEvent) =>
    rangeCalendarFieldTransition(state, event, desktop);

  it("desktop: each pick fills the inputs and the end's pick closes, returning the focus to the end", () => {
    let step = apply(rangeCalendarFieldInitial(desktop), { _tag: "opened", field: "start", start: "", end: "" });
    step = apply(step.state, { _tag: "dayPicked", date: "2026-12-01" as CalendarDate });
    expect(step.commit).toEqual({ start: "2026-12-01", end: "" });
    step = apply(step.state, { _tag: "dayPicked", date: "2026-12-05" as CalendarDate });
    expect(step).toMatchObject({ commit: { start: "2026-12-01", end: "2026-12-05" }, returnFocus: "end" });
    expect(step.state.open).toBeNull();
  });

  it("a new start that keeps the old end leaves the calendar open for the end", () => {
    let step = apply(rangeCalendarFieldInitial(desktop), {
      _tag: "opened",
      field: "start",
      start: "2026-12-03",
      end: "2026-12-10",
    });
    step = apply(step.state, { _tag: "dayPicked", date: "2026-12-02" as CalendarDate });
    expect(step).toMatchObject({ commit: { start: "2026-12-02", end: "2026-12-10" }, returnFocus: null });
    step = apply(step.state, { _tag: "dayPicked", date: "2026-12-06" as CalendarDate });
    expect(step.commit).toEqual({ start: "2026-12-02", end: "2026-12-06" });
    expect(step.state.open).toBeNull();
  });

  it("the phone's sheet shows its picks and fills the form on confirm", () => {
    const phone = { ...desktop, monthsDrawn: 13, confirmToCommit: true };
    let step = rangeCalendarFieldTransition(
      rangeCalendarFieldInitial(phone),
      { _tag: "opened", field: "start", start: "", end: "" },
      phone,
    );
    step = rangeCalendarFieldTransition(step.state, { _tag: "dayPicked", date: "2026-12-22" as CalendarDate }, phone);
    step = rangeCalendarFieldTransition(step.state, { _tag: "dayPicked", date: "2026-12-24" as CalendarDate }, phone);
    expect(step.commit).toBeNull();
    expect(rangeCalendarFieldShown(step.state, phone, "", "")).toEqual({
      start: "2026-12-22",
      end: "2026-12-24",
      nights: 2,
    });
    step = rangeCalendarFieldTransition(step.state, { _tag: "confirmed" }, phone);
    expect(step).toMatchObject({ commit: { start: "2026-12-22", end: "2026-12-24" }, returnFocus: "start" });
  });
});
