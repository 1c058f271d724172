import { fireEvent, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { renderView } from "../../test/renderView";
import { BudgetSearchField } from "./BudgetSearchField";

const LABEL = "Buscar presupuestos";
const TOO_SHORT = { path: ["term"], key: "budget.searchTooShort", params: { min: 3 } } as const;

describe("BudgetSearchField", () => {
  it("is a labelled search box that hands every keystroke on", () => {
    const onText = vi.fn();
    renderView(<BudgetSearchField id="s" text="Ca" issue={null} onText={onText} classes={{}} />);
    const box = screen.getByRole<HTMLInputElement>("searchbox", { name: LABEL });
    expect(box.value).toBe("Ca");
    expect(box.getAttribute("aria-invalid")).toBeNull();
    fireEvent.change(box, { target: { value: "Car" } });
    expect(onText).toHaveBeenCalledWith("Car");
  });

  it("shows the spec's message on the field when the text is too short (spec 000 §5)", () => {
    renderView(<BudgetSearchField id="s" text="Ca" issue={TOO_SHORT} onText={() => undefined} classes={{}} />);
    const box = screen.getByRole("searchbox", { name: LABEL, description: "Ingrese al menos 3 caracteres" });
    expect(box.getAttribute("aria-invalid")).toBe("true");
  });
});
