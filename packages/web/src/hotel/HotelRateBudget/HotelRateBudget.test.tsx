import { screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { renderView } from "../../test/renderView";
import { HotelRateBudget } from "./HotelRateBudget";

const idle = { labelKey: "budget.addToBudget", disabled: false, busy: false, errorKey: null } as const;

describe("HotelRateBudget", () => {
  it("idle reads 'Agregar a presupuesto' (or 'Agregar a cotización') and adds on click", () => {
    const onAdd = vi.fn();
    renderView(<HotelRateBudget {...idle} onAdd={onAdd} />);
    screen.getByRole("button", { name: "Agregar a presupuesto" }).click();
    expect(onAdd).toHaveBeenCalledOnce();
    renderView(<HotelRateBudget {...idle} labelKey="budget.addToQuotation" onAdd={onAdd} />);
    expect(screen.getByRole("button", { name: "Agregar a cotización" })).toBeTruthy();
  });

  it("in flight it is disabled and busy; added it reads 'Item agregado' or 'Agregado' and stays disabled", () => {
    renderView(<HotelRateBudget {...idle} labelKey="budget.adding" disabled busy onAdd={() => {}} />);
    const busy = screen.getByRole("button", { name: "Agregando…" }) as HTMLButtonElement;
    expect([busy.disabled, busy.getAttribute("aria-busy")]).toEqual([true, "true"]);
    renderView(<HotelRateBudget {...idle} labelKey="budget.itemAdded" disabled onAdd={() => {}} />);
    expect((screen.getByRole("button", { name: "Item agregado" }) as HTMLButtonElement).disabled).toBe(true);
    renderView(<HotelRateBudget {...idle} labelKey="budget.added" disabled onAdd={() => {}} />, "en");
    expect(screen.getByRole("button", { name: "Added" }).dataset.added).toBe("true");
  });

  it("shows the 409 and the other failure's text under the button", () => {
    renderView(<HotelRateBudget {...idle} errorKey="budget.addConflict" onAdd={() => {}} />);
    expect(screen.getByText("Actualmente no existe ningún presupuesto activo")).toBeTruthy();
    renderView(<HotelRateBudget {...idle} errorKey="budget.addError" onAdd={() => {}} />);
    expect(
      screen.getByText("Hubo un pequeño problema al agregar este servicio... ¿Podrías intentarlo de nuevo?"),
    ).toBeTruthy();
  });

  it("offers 'Agregar a una nueva cotización' when given, disabled with the add button; not otherwise", () => {
    const onAddToNewTrip = vi.fn();
    const onAdd = vi.fn();
    renderView(
      <HotelRateBudget {...idle} labelKey="budget.addToQuotation" onAdd={onAdd} onAddToNewTrip={onAddToNewTrip} />,
    );
    screen.getByRole("button", { name: "Agregar a una nueva cotización" }).click();
    expect([onAddToNewTrip.mock.calls.length, onAdd.mock.calls.length]).toEqual([1, 0]);
    renderView(<HotelRateBudget {...idle} disabled busy onAdd={onAdd} onAddToNewTrip={onAddToNewTrip} />, "en");
    expect((screen.getByRole("button", { name: "Add to a new quotation" }) as HTMLButtonElement).disabled).toBe(true);
    renderView(<HotelRateBudget {...idle} onAdd={onAdd} onAddToNewTrip={null} />, "pt");
    expect(screen.queryByRole("button", { name: "Adicionar a uma nova cotação" })).toBeNull();
  });
});
