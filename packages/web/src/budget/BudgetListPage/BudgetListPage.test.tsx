import { fireEvent, render, screen } from "@testing-library/react";
import { paginationView } from "@travesia/core";
import { memoryPortalStorage, PortalProvider } from "@travesia/hooks";
import { MemoryRouter } from "react-router-dom";
import { describe, expect, it, vi } from "vitest";
import { LanguageProvider } from "../../i18n/LanguageContext";
import { renderView } from "../../test/renderView";
import { BudgetListPage, type BudgetListPageProps } from "./BudgetListPage";
import { BudgetListPageConnected } from "./BudgetListPageConnected";

const budget = { quotationId: "7", title: "Caribe", firstName: "Ana", lastName: "López", timeFromNow: "hace 3 horas" };

const listProps = (overrides: Partial<BudgetListPageProps> = {}): BudgetListPageProps => ({
  signedIn: true,
  status: "ready",
  errorKey: null,
  budgets: [budget],
  count: 1,
  pagination: paginationView(1, 0),
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
  it("pages through the shared pager: a window of pages, 'Siguiente' and 'Volver'", () => {
    const onPage = vi.fn();
    renderView(<BudgetListPage {...listProps({ pagination: paginationView(2, 3), onPage })} />);
    expect(screen.getByRole("navigation", { name: "Paginación" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "Página 2" }).getAttribute("aria-current")).toBe("page");
    fireEvent.click(screen.getByRole("button", { name: "Siguiente" }));
    fireEvent.click(screen.getByRole("button", { name: "Volver" }));
    fireEvent.click(screen.getByRole("button", { name: "Página 3" }));
    expect(onPage.mock.calls).toEqual([[3], [1], [3]]);
  });
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

  it("draws rows' shapes, hidden from assistive technology, until the first list arrives; never beside budgets", () => {
    const { container, unmount } = renderView(<BudgetListPage {...listProps({ status: "loading", budgets: [] })} />);
    const shapes = container.querySelectorAll('li[aria-hidden="true"]');
    expect(shapes.length).toBeGreaterThan(0);
    expect(screen.queryAllByRole("listitem")).toEqual([]);
    unmount();
    // A search in flight keeps the budgets it had on screen (the list is busy), with no shapes among them.
    const busy = renderView(<BudgetListPage {...listProps({ status: "loading" })} />);
    expect(busy.container.querySelectorAll('li[aria-hidden="true"]').length).toBe(0);
    expect(screen.getAllByTestId("budget-row").length).toBe(1);
  });

  it("asks a visitor to log in", () => {
    renderView(<BudgetListPage {...listProps({ signedIn: false })} />);
    expect(screen.getByText("Ingresá para ver tus presupuestos.")).toBeTruthy();
  });
});

describe("BudgetListPageConnected when GET /api/user fails (spec 000 §8)", () => {
  const agent = { id: "2001", products: ["air", "htl"], firstName: "Martín", lastName: "Gómez", portalId: "2" };
  /** The user call fails until `userBack` is set; the list holds one budget; everything else fails. */
  const world = () => {
    const state = { userBack: false };
    const fetcher = async (path: string): Promise<Response> => {
      if (path === "/api/user")
        return state.userBack ? Response.json(agent) : Response.json({ done: false }, { status: 500 });
      if (path === "/api/budget/list") return Response.json({ done: true, budgets: [budget], budgets_count: 1 });
      return Response.json({ done: false }, { status: 500 });
    };
    return { state, fetcher };
  };

  it("shows the list's failure with a retry, never 'No hay presupuestos', and the retry asks for the user again", async () => {
    const { state, fetcher } = world();
    render(
      <PortalProvider fetcher={fetcher} storage={memoryPortalStorage()}>
        <LanguageProvider language="es">
          <MemoryRouter>
            <BudgetListPageConnected />
          </MemoryRouter>
        </LanguageProvider>
      </PortalProvider>,
    );
    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toContain("No se pudieron recuperar los presupuestos");
    expect(screen.queryByText("No hay presupuestos para mostrar.")).toBeNull();
    state.userBack = true;
    fireEvent.click(screen.getByRole("button", { name: "Reintentar" }));
    expect(await screen.findByRole("button", { name: "activar presupuesto Caribe" })).toBeTruthy();
    expect(screen.queryByRole("alert")).toBeNull();
  });
});
