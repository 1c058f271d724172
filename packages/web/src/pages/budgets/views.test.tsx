import { fireEvent, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { renderView } from "../../test/renderView";
import { BudgetListView, type BudgetListViewProps } from "./BudgetListPage";
import { QuoteDetailView } from "./QuoteDetailView";

const budget = { quotationId: "7", title: "Caribe", firstName: "Ana", lastName: "López", timeFromNow: "hace 3 horas" };

const listProps = (overrides: Partial<BudgetListViewProps> = {}): BudgetListViewProps => ({
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

describe("BudgetListView", () => {
  it("lists budgets with 'activar', 'ver detalle' and delete, each named after its budget", () => {
    const onActivate = vi.fn();
    const onDelete = vi.fn();
    renderView(<BudgetListView {...listProps({ onActivate, onDelete })} />);
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
    renderView(<BudgetListView {...listProps({ activeId: "7" })} />);
    expect(screen.getByText("Activo")).toBeTruthy();
    expect(screen.queryByRole("button", { name: "activar presupuesto Caribe" })).toBeNull();
  });

  it("says 'Lo sentimos!' and 'No se pudieron recuperar los presupuestos' on failure, with a retry", () => {
    const onRetry = vi.fn();
    renderView(<BudgetListView {...listProps({ status: "error", errorKey: "budget.listError", onRetry })} />);
    const alert = screen.getByRole("alert");
    expect(alert.textContent).toContain("Lo sentimos!");
    expect(alert.textContent).toContain("No se pudieron recuperar los presupuestos");
    fireEvent.click(screen.getByRole("button", { name: "Reintentar" }));
    expect(onRetry).toHaveBeenCalledOnce();
  });

  it("shows the loading state, and the 3-character rule of the search", () => {
    renderView(
      <BudgetListView
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
    renderView(<BudgetListView {...listProps({ signedIn: false })} />);
    expect(screen.getByText("Ingresá para ver tus presupuestos.")).toBeTruthy();
  });
});

describe("QuoteDetailView", () => {
  const detail = {
    kind: "budget" as const,
    status: "ready" as const,
    errorKey: null,
    isActive: false,
    busy: false,
    onActivate: () => undefined,
    onDelete: () => undefined,
    onRetry: () => undefined,
  };

  it("lists the items with product type and price in the language's format", () => {
    const quote = {
      ...budget,
      items: [{ id: "1", product: "hotel", title: "Hotel Sol", price: { amount: 1234.5, currency: "USD" } }],
    };
    renderView(<QuoteDetailView {...detail} quote={quote} />, "en");
    const item = screen.getByTestId("quote-item");
    expect(item.textContent).toContain("Hotels");
    expect(item.textContent).toContain("Hotel Sol");
    expect(item.textContent).toContain("USD 1,234.50");
  });

  it("shows another user's budget as refused, without a retry", () => {
    renderView(<QuoteDetailView {...detail} status="forbidden" errorKey="budget.noPermission" quote={null} />);
    expect(screen.getByRole("alert").textContent).toContain("No tiene permisos para recuperar el presupuesto activo.");
    expect(screen.queryByRole("button", { name: "Reintentar" })).toBeNull();
  });
});
