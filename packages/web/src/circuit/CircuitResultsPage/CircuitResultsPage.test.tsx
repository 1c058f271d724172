import { fireEvent, screen, within } from "@testing-library/react";
import { type CircuitSummary, circuitFilterPanel, circuitFiltersDefault, paginationView } from "@travesia/core";
import { describe, expect, it, vi } from "vitest";
import { expectNoAxeViolations } from "../../test/axe";
import { renderView } from "../../test/renderView";
import { CircuitFilterPanel } from "../CircuitFilterPanel/CircuitFilterPanel";
import { CircuitResultsPage, type CircuitResultsPageProps } from "./CircuitResultsPage";

const circuit = (id: string, days: number, country: string, departuresAvailable: number): CircuitSummary => ({
  id,
  name: `Circuito ${id}`,
  days,
  countries: [{ code: country, name: country === "ES" ? "España" : "Italia" }],
  cities: ["Madrid", "Sevilla"],
  priceFrom: { minor: 145000, currency: "USD" },
  departuresAvailable,
  image: "",
  summary: "",
});

const CIRCUITS = [circuit("C1", 8, "ES", 3), circuit("C3", 9, "IT", 0)];

const props = (over: Partial<CircuitResultsPageProps> = {}): CircuitResultsPageProps => ({
  status: "ready",
  errorKey: null,
  areaName: "Europa",
  searchLine: "2 viajeros, 1 habitación · mayo de 2027",
  circuits: CIRCUITS,
  total: 2,
  pagination: paginationView(1, 1),
  sort: "recommended",
  filters: null,
  detailHref: (entry) => `/circuits/detail/${entry.id}/2027-05/2/1`,
  homeHref: "/",
  onSort: vi.fn(),
  onPage: vi.fn(),
  onRetry: vi.fn(),
  onClearFilters: vi.fn(),
  ...over,
});

describe("CircuitResultsPage", () => {
  it("shows the count, the cards with their facts and links, sends the sort and the filters, axe clean", async () => {
    const onSort = vi.fn();
    const onToggle = vi.fn();
    const panel = circuitFilterPanel(CIRCUITS, circuitFiltersDefault);
    const { container } = renderView(
      <CircuitResultsPage
        {...props({ onSort, filters: <CircuitFilterPanel sections={panel} onToggle={onToggle} onClear={vi.fn()} /> })}
      />,
    );
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("Circuitos en Europa");
    expect(screen.getByRole("heading", { name: "2 circuitos" })).toBeTruthy();
    const card = screen.getByRole("article", { name: "Circuito C1" });
    expect(within(card).getByText("8 días")).toBeTruthy();
    expect(within(card).getByText("Madrid → Sevilla")).toBeTruthy();
    expect(within(card).getByText("3 salidas disponibles en el mes")).toBeTruthy();
    expect(within(card).getByText("Desde USD 1.450,00 por persona")).toBeTruthy();
    expect(within(card).getByRole("link", { name: "Ver circuito: Circuito C1" }).getAttribute("href")).toBe(
      "/circuits/detail/C1/2027-05/2/1",
    );
    expect(
      within(screen.getByRole("article", { name: "Circuito C3" })).getByText("Sin lugares en el mes"),
    ).toBeTruthy();
    fireEvent.change(screen.getByLabelText("Ordenar por"), { target: { value: "priceAsc" } });
    expect(onSort).toHaveBeenCalledWith("priceAsc");
    fireEvent.click(within(screen.getByRole("group", { name: "Países" })).getByLabelText(/Italia/));
    expect(onToggle).toHaveBeenCalledWith("countries", "IT", true);
    // One of the two circuits has a departure with seats this month.
    expect(screen.getByRole("group", { name: "Disponibilidad" }).textContent).toMatch(/Con salidas disponibles\D*1/);
    await expectNoAxeViolations(container);
  });

  it("says no results, the failure with a retry, and a bad address", () => {
    const onRetry = vi.fn();
    const { rerender } = renderView(<CircuitResultsPage {...props({ status: "empty", circuits: [], total: 0 })} />);
    expect(screen.getByRole("status").textContent).toBe("No encontramos circuitos para la búsqueda solicitada");
    rerender(<CircuitResultsPage {...props({ status: "error", errorKey: "circuit.searchFailed", onRetry })} />);
    expect(screen.getByRole("alert").textContent).toContain("Fallo al recuperar los resultados");
    fireEvent.click(screen.getByRole("button", { name: "Reintentar" }));
    expect(onRetry).toHaveBeenCalled();
    rerender(<CircuitResultsPage {...props({ status: "invalid" })} />);
    expect(screen.getByRole("alert").textContent).toBe("La dirección de la búsqueda no es válida.");
  });
});
