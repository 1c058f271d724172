import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderView } from "../../test/renderView";
import { BudgetDetailStandIn } from "./BudgetDetailStandIn";

const values = { title: "Luna de miel", customer: "Ana López", comments: "Aniversario", age: "hace un momento" };

describe("BudgetDetailStandIn", () => {
  it("draws the budget with the page's own views: heading, card with its buttons disabled, and its parts without services", () => {
    const { container } = renderView(<BudgetDetailStandIn {...values} items="none" />);
    const ready = container.querySelector(".budget-stand-in-ready") as HTMLElement;
    expect(within(ready).getByRole("heading", { level: 1 }).textContent).toBe("Luna de miel");
    expect(ready.textContent).toContain("Cliente: Ana López");
    expect(ready.textContent).toContain("Aniversario");
    expect(ready.textContent).toContain("hace un momento");
    for (const button of within(ready).getAllByRole("button", { name: /activar|Eliminar/ }))
      expect((button as HTMLButtonElement).disabled).toBe(true);
    expect(ready.textContent).toContain("Este presupuesto todavía no tiene servicios.");
    expect(within(ready).getByRole("heading", { name: "Costo de cancelar todo el viaje" })).toBeTruthy();
    expect(ready.textContent).toContain("Agregá servicios para ver cuánto costaría cancelarlos.");
    expect(ready.querySelector(".budget-stand-in-below [data-testid=budget-share]")).not.toBeNull();
  });

  it("keeps the page's loading form beside it, and says which form to show", () => {
    const { container } = renderView(<BudgetDetailStandIn {...values} items="loading" />);
    expect(container.querySelector("[data-budget-items]")?.getAttribute("data-budget-items")).toBe("loading");
    const loading = container.querySelector(".budget-stand-in-loading") as HTMLElement;
    expect(within(loading).getByRole("heading", { level: 1 }).textContent).toBe("Mis presupuestos");
    expect(within(loading).getByRole("status").textContent).toBe("Cargando presupuesto…");
    expect(screen.getAllByRole("heading", { level: 1 })).toHaveLength(2);
  });
});
