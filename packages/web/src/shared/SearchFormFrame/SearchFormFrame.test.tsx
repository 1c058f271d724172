import { fireEvent, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { renderView } from "../../test/renderView";
import { SearchFormFrame, SearchFormRow } from "./SearchFormFrame";

describe("SearchFormFrame", () => {
  it("is a form named after its product, holding the field list, the footer and 'Buscar'", () => {
    const onSubmit = vi.fn();
    renderView(
      <SearchFormFrame labelKey="shell.productHotels" onSubmit={onSubmit} footer={<button type="button">Más</button>}>
        <SearchFormRow>
          <label htmlFor="x">Campo</label>
          <input id="x" required />
        </SearchFormRow>
      </SearchFormFrame>,
    );
    const form = screen.getByRole("form", { name: "Hoteles" });
    expect(form.hasAttribute("novalidate")).toBe(true);
    const buttons = [...form.querySelectorAll("button")].map((button) => button.textContent);
    expect(buttons).toEqual(["Más", "Buscar"]);
    fireEvent.click(screen.getByRole("button", { name: "Buscar" }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it("says 'Actualizar' on a results-page variant; a hidden row keeps its id", () => {
    renderView(
      <SearchFormFrame labelKey="shell.productFlights" submitKey="shell.update" onSubmit={vi.fn()}>
        <SearchFormRow id="flight-advanced" hidden>
          <span>oculto</span>
        </SearchFormRow>
      </SearchFormFrame>,
    );
    expect(screen.getByRole("button", { name: "Actualizar" })).toBeTruthy();
    expect(document.getElementById("flight-advanced")?.hidden).toBe(true);
  });
});
