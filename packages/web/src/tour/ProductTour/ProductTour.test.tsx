import { fireEvent, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { renderView } from "../../test/renderView";
import { ProductTour, type ProductTourProps } from "./ProductTour";

const props = (overrides: Partial<ProductTourProps> = {}): ProductTourProps => ({
  language: "es",
  number: 1,
  total: 3,
  title: "Empezá por acá",
  text: "Elegí un producto",
  position: { top: 120, left: 16, placement: "below", arrowLeft: 40 },
  boxRef: { current: null },
  onPrevious: vi.fn(),
  onNext: vi.fn(),
  onClose: vi.fn(),
  ...overrides,
});

describe("ProductTour", () => {
  it("is a dialog named by its title and described by its text, with its number and 'Siguiente' on step 1", () => {
    renderView(<ProductTour {...props()} />);
    const dialog = screen.getByRole("dialog", { name: "Empezá por acá" });
    expect(dialog.getAttribute("aria-describedby")).toBe(screen.getByText("Elegí un producto").id);
    expect(screen.getByText("Paso 1 de 3")).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Anterior" })).toBeNull();
    expect(screen.getByRole("button", { name: "Siguiente" })).toBeTruthy();
    expect(dialog.style.top).toBe("120px");
  });

  it("offers 'Anterior' and 'Done' on the last step, in the interface language, and closes on Escape", () => {
    const step = props({ language: "en", number: 3, title: "Build your budget" });
    renderView(<ProductTour {...step} />, "en");
    fireEvent.click(screen.getByRole("button", { name: "Previous" }));
    fireEvent.click(screen.getByRole("button", { name: "Done" }));
    fireEvent.keyDown(screen.getByRole("dialog", { name: "Build your budget" }), { key: "Escape" });
    fireEvent.click(screen.getByRole("button", { name: "Close the guide" }));
    expect([step.onPrevious, step.onNext, step.onClose].map((verb) => vi.mocked(verb).mock.calls.length)).toEqual([
      1, 1, 2,
    ]);
    expect(screen.getByText("Step 3 of 3")).toBeTruthy();
  });
});
