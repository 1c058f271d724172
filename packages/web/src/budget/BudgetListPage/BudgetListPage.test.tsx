import { fireEvent, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { renderView } from "../../test/renderView";
import { BudgetListPage, type BudgetListPageProps } from "./BudgetListPage";

const budget = { quotationId: "7", title: "Caribe", firstName: "Ana", lastName: "López", timeFromNow: "hace 3 horas" };

const listProps = (overrides: Partial<BudgetListPageProps> = {}): BudgetListPageProps => ({
  signedIn: true,
  status: "ready",
  errorKey: null,
  budgets: [budget],
  count: 1,
  page: null,
  pages: null,
  activeId: null,
  searchIssue: null,
  busy: false,
  onSearch: () => undefined,
  onFilter: () => undefined,
  onPage: () => undefined,
  onActivate: () => undefined,
  onDelete: () => undefined,
  onRetry: () => undefined,
  ...overrides,
});

describe("BudgetListPage", () => {
  it("lists budgets with 'activar', 'ver detalle' and delete, each named after its budget", () => {
    const onActivate = vi.fn();
    const onDelete = vi.fn();
    renderView(<BudgetListPage {...listProps({ onActivate, onDelete })} />);
    fireEvent.click(screen.getByRole("button", { name: "activar presupuesto Caribe" }));
    fireEvent.click(screen.getByRole("button", { name: "Eliminar presupuesto Caribe" }));
    expect(onActivate).toHaveBeenCalledWith(budget);
    expect(onDelete).toHaveBeenCalledWith(budget);
    expect(screen.getByRole("link", { name: "ver detalle del presupuesto Caribe" }).getAttribute("href")).toBe(
      "/mybudgets/7",
    );
    expect(screen.getByText("1 presupuesto encontrado")).toBeTruthy();
  });

  it("marks the active budget and hides its 'activar'", () => {
    renderView(<BudgetListPage {...listProps({ activeId: "7" })} />);
    expect(screen.getByText("Activo")).toBeTruthy();
    expect(screen.queryByRole("button", { name: "activar presupuesto Caribe" })).toBeNull();
  });

  it("says 'Lo sentimos!' and 'No se pudieron recuperar los presupuestos' on failure, with a retry", () => {
    const onRetry = vi.fn();
    renderView(<BudgetListPage {...listProps({ status: "error", errorKey: "budget.listError", onRetry })} />);
    const alert = screen.getByRole("alert");
    expect(alert.textContent).toContain("Lo sentimos!");
    expect(alert.textContent).toContain("No se pudieron recuperar los presupuestos");
    fireEvent.click(screen.getByRole("button", { name: "Reintentar" }));
    expect(onRetry).toHaveBeenCalledOnce();
  });

  it("shows the loading state, and the 3-character rule of the search", () => {
    renderView(
      <BudgetListPage
        {...listProps({
          status: "loading",
          searchIssue: { path: ["text"], key: "budget.searchTooShort", params: { min: 3 } },
        })}
      />,
    );
    expect(screen.getByRole("status").textContent).toBe("Cargando presupuestos…");
    expect(screen.getByText("Ingrese al menos 3 caracteres")).toBeTruthy();
  });

  it("asks a visitor to log in", () => {
    renderView(<BudgetListPage {...listProps({ signedIn: false })} />);
    expect(screen.getByText("Ingresá para ver tus presupuestos.")).toBeTruthy();
  });
});
