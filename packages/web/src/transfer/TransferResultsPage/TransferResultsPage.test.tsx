import { fireEvent, screen } from "@testing-library/react";
import { paginationView, TRANSFER_FILTERS_NONE, transferFilterCounts } from "@travesia/core";
import { describe, expect, it, vi } from "vitest";
import { expectNoAxeViolations } from "../../test/axe";
import { renderView } from "../../test/renderView";
import { TransferFilterPanel } from "../TransferFilterPanel/TransferFilterPanel";
import { TRANSFER_OPTIONS } from "../transferFixtures";
import { TransferNotOffered, TransferResultsPage, type TransferResultsPageProps } from "./TransferResultsPage";

const PARTY = { adults: 2, children: 0, ages: [] };

const props = (change: Partial<TransferResultsPageProps> = {}): TransferResultsPageProps => ({
  status: "ready",
  errorKey: null,
  fromName: "Ezeiza (EZE)",
  toName: "Hotel Centro",
  summary: "Solo ida: 1 mar 2030 10:30 · 2 pasajeros",
  options: TRANSFER_OPTIONS,
  total: 2,
  pagination: paginationView(1, 1),
  sort: "price",
  filters: null,
  card: (option) => <article>{option.supplier}</article>,
  homeHref: "/",
  onSort: () => {},
  onPage: () => {},
  onRetry: () => {},
  onClearFilters: () => {},
  ...change,
});

describe("TransferResultsPage", () => {
  it("names both ends, counts the offers and sorts; axe finds nothing with the filter panel", async () => {
    const onSort = vi.fn();
    const onChange = vi.fn();
    const panel = (
      <TransferFilterPanel
        counts={transferFilterCounts(TRANSFER_OPTIONS, TRANSFER_FILTERS_NONE, PARTY)}
        filters={TRANSFER_FILTERS_NONE}
        currency="USD"
        onChange={onChange}
        onClear={() => {}}
      />
    );
    const { container } = renderView(<TransferResultsPage {...props({ onSort, filters: panel })} />);
    expect(screen.getByRole("heading", { level: 1, name: "Traslados de Ezeiza (EZE) a Hotel Centro" })).toBeTruthy();
    expect(screen.getByRole("heading", { name: "2 traslados" })).toBeTruthy();
    fireEvent.change(screen.getByLabelText("Ordenar por"), { target: { value: "duration" } });
    expect(onSort).toHaveBeenCalledWith("duration");
    fireEvent.click(screen.getByRole("checkbox", { name: "Privado (1)" }));
    expect(onChange).toHaveBeenCalledWith({ serviceTypes: ["private"] });
    await expectNoAxeViolations(container);
  });

  it("shows the empty, filtered-out, failure and bad-address states", () => {
    const onRetry = vi.fn();
    const onClearFilters = vi.fn();
    const { rerender } = renderView(<TransferResultsPage {...props({ status: "empty", options: [], total: 0 })} />);
    expect(screen.getByRole("status").textContent).toBe("No encontramos traslados para la búsqueda solicitada");
    rerender(<TransferResultsPage {...props({ options: [], total: 0, onClearFilters })} />);
    fireEvent.click(screen.getByRole("button", { name: "Limpiar Filtros" }));
    expect(onClearFilters).toHaveBeenCalled();
    rerender(<TransferResultsPage {...props({ status: "error", errorKey: "transfer.failed", onRetry })} />);
    fireEvent.click(screen.getByRole("button", { name: "Intentar de nuevo" }));
    expect(onRetry).toHaveBeenCalled();
    rerender(<TransferResultsPage {...props({ status: "invalid" })} />);
    expect(screen.getByRole("alert").textContent).toMatch(/No pudimos leer esta búsqueda/);
  });
});

describe("TransferFilterPanel on a phone", () => {
  it("folds the filters behind one toggle above the list", () => {
    renderView(
      <TransferFilterPanel
        counts={transferFilterCounts(TRANSFER_OPTIONS, TRANSFER_FILTERS_NONE, PARTY)}
        filters={TRANSFER_FILTERS_NONE}
        currency="USD"
        onChange={() => {}}
        onClear={() => {}}
        phone
      />,
    );
    const toggle = screen.getByRole("button", { name: "Mostrar filtros" });
    expect(toggle.getAttribute("aria-expanded")).toBe("false");
    expect(screen.queryByRole("group", { name: "Tipo de servicio" })).toBeNull();
    fireEvent.click(toggle);
    expect(screen.getByRole("button", { name: "Ocultar filtros" }).getAttribute("aria-expanded")).toBe("true");
    expect(screen.getByRole("group", { name: "Tipo de servicio" })).toBeTruthy();
  });
});

describe("TransferNotOffered", () => {
  it("says transfers are not offered and links home", () => {
    renderView(<TransferNotOffered homeHref="/" />);
    expect(screen.getByRole("alert").textContent).toMatch(/Los traslados no se ofrecen/);
    expect(screen.getByRole("link", { name: "Ir al inicio" })).toBeTruthy();
  });
});
