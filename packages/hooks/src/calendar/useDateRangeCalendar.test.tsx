import { act, renderHook } from "@testing-library/react";
import type { CalendarDate } from "@travesia/core";
import { describe, expect, it, vi } from "vitest";
import type { DateRangeCalendarOptions } from "./dateRangeCalendarOptions.js";
import { useDateRangeCalendar } from "./useDateRangeCalendar.js";

const today = "2026-11-21" as CalendarDate;
const day = (text: string) => text as CalendarDate;
const draw = (overrides: Partial<DateRangeCalendarOptions> = {}) => {
  const onChange = vi.fn();
  const onReturnFocus = vi.fn();
  const options = { start: "", end: "", single: false, today, months: 13, sheet: false, onChange, onReturnFocus };
  const hook = renderHook((props: DateRangeCalendarOptions) => useDateRangeCalendar(props), {
    initialProps: { ...options, ...overrides },
  });
  return { ...hook, onChange, onReturnFocus };
};

describe("useDateRangeCalendar", () => {
  it("desktop: two months from the opened day's; each pick fills the form and the end's pick closes", () => {
    const { result, onChange, onReturnFocus } = draw();
    // Closed, it draws no month (a search form mounts closed).
    expect(result.current.grids).toEqual([]);
    act(() => result.current.actions.open("start"));
    expect(result.current.open).toBe("start");
    expect(result.current.grids.map((grid) => grid.month)).toEqual([11, 12]);
    expect(result.current.focusRequest).toBe(1);
    expect(result.current.canStepBack).toBe(false);
    act(() => result.current.actions.step(1));
    expect(result.current.grids.map((grid) => grid.month)).toEqual([12, 1]);
    act(() => result.current.actions.pick(day("2026-12-02")));
    act(() => result.current.actions.pick(day("2026-12-06")));
    expect(onChange.mock.calls).toEqual([
      ["2026-12-02", ""],
      ["2026-12-02", "2026-12-06"],
    ]);
    expect(onReturnFocus).toHaveBeenCalledWith("end");
    expect(result.current.open).toBeNull();
  });

  it("phone: every month, the picks shown with their nights, the form filled only on confirm", () => {
    const { result, onChange, onReturnFocus } = draw({ sheet: true });
    act(() => result.current.actions.open("start"));
    expect(result.current.grids).toHaveLength(13);
    act(() => result.current.actions.pick(day("2026-12-22")));
    act(() => result.current.actions.pick(day("2026-12-24")));
    expect(onChange).not.toHaveBeenCalled();
    expect(result.current.shown).toEqual({ start: "2026-12-22", end: "2026-12-24", nights: 2 });
    act(() => result.current.actions.confirm());
    expect(onChange).toHaveBeenCalledWith("2026-12-22", "2026-12-24");
    expect(onReturnFocus).toHaveBeenCalledWith("start");
  });

  it("a past day is neither pickable nor focusable; dismissing returns the focus", () => {
    const { result, onChange, onReturnFocus } = draw({ single: true });
    act(() => result.current.actions.open("start"));
    expect(result.current.isSelectable(day("2026-11-20"))).toBe(false);
    act(() => result.current.actions.moveFocus(day("2026-11-20")));
    expect(result.current.focused).toBe(today);
    act(() => result.current.actions.dismiss());
    expect(onReturnFocus).toHaveBeenCalledWith("start");
    expect(onChange).not.toHaveBeenCalled();
  });
});
