import { fireEvent, screen } from "@testing-library/react";
import { type CalendarDate, calendarDateSelectable, calendarMonthGrids, parseCalendarDate } from "@travesia/core";
import { describe, expect, it, vi } from "vitest";
import { renderView } from "../../test/renderView";
import { RangeCalendar } from "./RangeCalendar";

const day = (text: string): CalendarDate => {
  const parsed = parseCalendarDate(text);
  if (parsed._tag === "Failure") throw new Error(`bad test date ${text}`);
  return parsed.success;
};

const today = day("2026-11-21");
const isSelectable = (date: CalendarDate) => calendarDateSelectable(date, { today, months: 13 });

const draw = (overrides: Partial<Parameters<typeof RangeCalendar>[0]> = {}) => {
  const onPick = vi.fn();
  const onMoveFocus = vi.fn();
  renderView(
    <RangeCalendar
      grids={calendarMonthGrids(today, 2)}
      isSelectable={isSelectable}
      start="2026-11-24"
      end="2026-11-28"
      focusedDate={day("2026-11-24")}
      today={today}
      focusRequest={0}
      language="es"
      onPick={onPick}
      onMoveFocus={onMoveFocus}
      {...overrides}
    />,
  );
  return { onPick, onMoveFocus };
};

const button = (date: string) => document.querySelector<HTMLButtonElement>(`button[data-date="${date}"]`);

describe("RangeCalendar", () => {
  it("draws the months with past days disabled and the range marked", () => {
    draw();
    expect(screen.getAllByRole("table").map((table) => table.querySelector("caption")?.textContent)).toEqual([
      "noviembre 2026",
      "diciembre 2026",
    ]);
    expect(button("2026-11-20")?.disabled).toBe(true);
    expect(button("2026-11-21")?.disabled).toBe(false);
    expect(button("2026-11-24")?.getAttribute("aria-pressed")).toBe("true");
    expect(button("2026-11-28")?.getAttribute("aria-pressed")).toBe("true");
    expect(button("2026-11-26")?.hasAttribute("data-between")).toBe(true);
    expect(button("2026-11-24")?.getAttribute("aria-label")).toBe("martes 24 de noviembre");
    // One tab stop: the focused day.
    expect(document.querySelectorAll('button[data-date][tabindex="0"]')).toHaveLength(1);
  });

  it("picks a day on click and moves the focus by day, week and month, never onto a past day", () => {
    const { onPick, onMoveFocus } = draw({ focusedDate: day("2026-11-22") });
    fireEvent.click(screen.getByRole("button", { name: "viernes 4 de diciembre" }));
    expect(onPick).toHaveBeenCalledWith("2026-12-04");
    const focused = button("2026-11-22");
    if (focused === null) throw new Error("no focused day");
    fireEvent.keyDown(focused, { key: "ArrowRight" });
    fireEvent.keyDown(focused, { key: "ArrowDown" });
    fireEvent.keyDown(focused, { key: "PageDown" });
    fireEvent.keyDown(focused, { key: "ArrowUp" });
    expect(onMoveFocus.mock.calls.map(([date]) => date)).toEqual(["2026-11-23", "2026-11-29", "2026-12-22"]);
  });
});
