import { fireEvent, screen } from "@testing-library/react";
import { HOTEL_CATEGORY_RANGE } from "@travesia/core";
import { describe, expect, it, vi } from "vitest";
import { expectNoAxeViolations } from "../../test/axe";
import { renderView } from "../../test/renderView";
import { RangeSection } from "./RangeSection";

const draw = (value = { min: 2, max: 3 }) => {
  const onApply = vi.fn();
  const view = renderView(
    <RangeSection
      legend="Categoría"
      value={value}
      bounds={HOTEL_CATEGORY_RANGE}
      valueText={(n) => `${n} estrellas`}
      summary={(range) => `${range.min}–${range.max}`}
      onApply={onApply}
    />,
  );
  return { onApply, view };
};

describe("RangeSection", () => {
  it("two labelled sliders in a fieldset; a thumb passing the other pushes it along; Aplicar sends the range", () => {
    const { onApply } = draw();
    const min = screen.getByRole("slider", { name: "Mínimo" }) as HTMLInputElement;
    const max = screen.getByRole("slider", { name: "Máximo" }) as HTMLInputElement;
    expect([min.min, min.max, min.step]).toEqual(["1", "5", "1"]);
    expect(max.getAttribute("aria-valuetext")).toBe("3 estrellas");
    fireEvent.change(min, { target: { value: "5" } });
    expect([min.value, max.value]).toEqual(["5", "5"]);
    expect(screen.getByText("5–5")).toBeTruthy();
    fireEvent.change(max, { target: { value: "4" } });
    expect([min.value, max.value]).toEqual(["4", "4"]);
    fireEvent.click(screen.getByRole("button", { name: "Aplicar Categoría" }));
    expect(onApply).toHaveBeenCalledWith({ min: 4, max: 4 });
  });

  it("Aplicar stays off until the range differs from the applied one", async () => {
    const { view } = draw();
    const apply = screen.getByRole("button", { name: "Aplicar Categoría" }) as HTMLButtonElement;
    expect(apply.disabled).toBe(true);
    fireEvent.change(screen.getByRole("slider", { name: "Máximo" }), { target: { value: "5" } });
    expect(apply.disabled).toBe(false);
    fireEvent.change(screen.getByRole("slider", { name: "Máximo" }), { target: { value: "3" } });
    expect(apply.disabled).toBe(true);
    await expectNoAxeViolations(view.container);
  });

  it("is drawn again only when a prop changes, the applied range compared by its ends (a page reads it again per click)", () => {
    const valueText = vi.fn((n: number) => `${n} estrellas`);
    const summary = (range: { min: number; max: number }) => `${range.min}–${range.max}`;
    const onApply = vi.fn();
    const filter = (value: { min: number; max: number }) => (
      <RangeSection
        legend="Categoría"
        value={value}
        bounds={HOTEL_CATEGORY_RANGE}
        valueText={valueText}
        summary={summary}
        onApply={onApply}
      />
    );
    const view = renderView(filter({ min: 2, max: 3 }));
    const draws = valueText.mock.calls.length;
    expect(draws).toBeGreaterThan(0);
    // A new object with the same ends: not drawn again.
    view.rerender(filter({ min: 2, max: 3 }));
    expect(valueText.mock.calls.length).toBe(draws);
    // Other ends: drawn again (the slider then keeps its draft; the sidebar keys it by the applied range).
    view.rerender(filter({ min: 2, max: 4 }));
    expect(valueText.mock.calls.length).toBeGreaterThan(draws);
  });
});
