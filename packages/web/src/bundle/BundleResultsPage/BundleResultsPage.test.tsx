import { fireEvent, screen, within } from "@testing-library/react";
import { paginationView, type VacationBundle } from "@travesia/core";
import { describe, expect, it, vi } from "vitest";
import { renderView } from "../../test/renderView";
import { BundleResultsPage, type BundleResultsPageProps, BundleResultsStandIn } from "./BundleResultsPage";

const bundle = (id: string, title: string): VacationBundle => ({
  id,
  title,
  destination: { id: "CUN", name: "Cancún" },
  tematics: [{ id: "1", name: "Playas" }],
  months: ["2027-03", "2027-04"],
  nights: 7,
  firstDeparture: "2027-03-05",
  from: { amount: 1234.5, currency: "USD" },
  image: "/img/paquetes/1.jpg",
});

const props = (over: Partial<BundleResultsPageProps> = {}): BundleResultsPageProps => ({
  status: "ready",
  all: false,
  summary: "Cancún · marzo 2027 · Playas",
  count: 2,
  bundles: [bundle("B1", "Cancún: 7 noches"), bundle("B2", "Cancún: 10 noches")],
  pagination: paginationView(1, 1),
  currencySymbols: { USD: "US$" },
  grid: <p>grid</p>,
  adjustForm: <form aria-label="bundle form" />,
  onPage: vi.fn(),
  onRetry: vi.fn(),
  ...over,
});

describe("BundleResultsPage", () => {
  it("lists the bundles with their theme image, months, nights and price, and the search it shows", () => {
    renderView(<BundleResultsPage {...props()} />);
    expect(screen.getByRole("heading", { level: 1 }).textContent).toContain("Paquetes vacacionales");
    expect(screen.getByText("Cancún · marzo 2027 · Playas")).toBeTruthy();
    expect(screen.getByRole("status").textContent).toContain("2 paquetes");
    expect(screen.getByRole("heading", { name: "Cancún: 7 noches" })).toBeTruthy();
    expect(screen.getAllByText(/7 noches · Primera salida: 05\/03\/2027/)).toHaveLength(2);
    expect(screen.getAllByText("marzo 2027, abril 2027")).toHaveLength(2);
    expect(screen.getAllByText("US$ 1.234,50")).toHaveLength(2);
    expect(document.querySelector("img")?.getAttribute("src")).toBe("/img/paquetes/1.jpg");
    expect(screen.getByText("grid")).toBeTruthy();
  });

  it("removes a bundle image that does not load (bundles have no default images)", () => {
    renderView(<BundleResultsPage {...props({ bundles: [bundle("B1", "Cancún")], count: 1 })} />);
    fireEvent.error(document.querySelector("img") as HTMLImageElement);
    expect(document.querySelector("img")).toBeNull();
  });

  it("'Ajustar Búsqueda' opens the bundle form and closes it again", () => {
    renderView(<BundleResultsPage {...props()} />);
    expect(screen.queryByRole("form", { name: "bundle form" })).toBeNull();
    fireEvent.click(screen.getByRole("button", { name: "Ajustar Búsqueda" }));
    expect(screen.getByRole("form", { name: "bundle form" })).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Cerrar búsqueda" }));
    expect(screen.queryByRole("form", { name: "bundle form" })).toBeNull();
  });

  it("pages through the bundles with the shared pager", () => {
    const onPage = vi.fn();
    renderView(<BundleResultsPage {...props({ pagination: paginationView(2, 3), onPage })} />);
    const pager = screen.getByRole("navigation", { name: "Paginación" });
    expect(within(pager).getByRole("button", { name: "Página 2" }).getAttribute("aria-current")).toBe("page");
    fireEvent.click(within(pager).getByRole("button", { name: "Siguiente" }));
    fireEvent.click(within(pager).getByRole("button", { name: "Página 1" }));
    expect(onPage.mock.calls).toEqual([[3], [1]]);
  });

  it("shows every state: loading, error with retry, empty, unreadable, and all proposals in English", () => {
    const onRetry = vi.fn();
    const { rerender } = renderView(<BundleResultsPage {...props({ status: "loading" })} />);
    expect(screen.getByRole("status").textContent).toContain("Buscando paquetes…");
    rerender(<BundleResultsPage {...props({ status: "error", onRetry })} />);
    fireEvent.click(screen.getByRole("button", { name: "Reintentar" }));
    expect(onRetry).toHaveBeenCalled();
    rerender(<BundleResultsPage {...props({ status: "empty", count: 0, bundles: [] })} />);
    expect(screen.getByRole("status").textContent).toContain("No hay paquetes para esta búsqueda.");
    rerender(<BundleResultsPage {...props({ status: "invalid" })} />);
    expect(screen.getByRole("alert").textContent).toContain("No pudimos leer esta búsqueda.");
  });

  it("titles all proposals", () => {
    renderView(<BundleResultsPage {...props({ all: true })} />, "en");
    expect(screen.getByRole("heading", { level: 1 }).textContent).toContain("Our proposals");
  });

  it("stands in with the heading, the search, 'Ajustar Búsqueda', the count and the price grid's title and hint", () => {
    renderView(<BundleResultsStandIn title="Nuestras propuestas" summary="Todo" count="24 paquetes" />);
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("Nuestras propuestas");
    expect(screen.getByText("Todo")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Ajustar Búsqueda" })).toBeTruthy();
    expect(screen.getByRole("status").textContent).toBe("24 paquetes");
    expect(screen.getByRole("heading", { level: 2 }).textContent).toBe("Precio más bajo por mes y destino");
    expect(screen.getByText("Elegí un precio para ver los paquetes de ese destino en ese mes.")).toBeTruthy();
    // No table, no card, no pager: their texts come from other calls, or lie below the grid.
    expect(screen.queryByRole("table")).toBeNull();
    expect(screen.queryByRole("listitem")).toBeNull();
  });
});
