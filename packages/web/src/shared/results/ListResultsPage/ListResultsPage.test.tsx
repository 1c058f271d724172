import { fireEvent, screen, within } from "@testing-library/react";
import { paginationView } from "@travesia/core";
import { describe, expect, it, vi } from "vitest";
import { expectNoAxeViolations } from "../../../test/axe";
import { renderView } from "../../../test/renderView";
import { ListFilterFrame } from "../ListFilterFrame/ListFilterFrame";
import { ListResultsPage, type ListResultsPageProps } from "./ListResultsPage";

type Order = "cheap" | "short";

const TEXTS = {
  product: "Paseos",
  urlInvalid: "Dirección inválida",
  failed: "Falló la búsqueda",
  retry: "Otra vez",
  empty: "Ningún paseo",
  filteredOut: "Los filtros no dejan ninguno",
  count: "2 paseos",
  sortLabel: "Orden",
  listLabel: "Paseos encontrados",
};

const props = (over: Partial<ListResultsPageProps<string, Order>> = {}): ListResultsPageProps<string, Order> => ({
  id: "walk",
  status: "ready",
  title: "Paseos en Rosario",
  line: "2 personas · marzo",
  texts: TEXTS,
  sort: { value: "cheap", orders: ["cheap", "short"], label: (order) => `por ${order}`, onChange: vi.fn() },
  filters: <p>filtros</p>,
  items: ["río", "parque"],
  itemKey: (item) => item,
  card: (item) => <article aria-label={item}>{item}</article>,
  pagination: paginationView(1, 1),
  homeHref: "/",
  onPage: vi.fn(),
  onRetry: vi.fn(),
  onClearFilters: vi.fn(),
  ...over,
});

describe("ListResultsPage", () => {
  it("draws the heading, the line, the filters, the count, the sort, the cards in order and the pager", async () => {
    const onChange = vi.fn();
    const onPage = vi.fn();
    const sort = { value: "cheap" as const, orders: ["cheap", "short"] as const, label: (o: Order) => o, onChange };
    const { container } = renderView(
      <ListResultsPage
        {...props({ sort, pagination: paginationView(1, 3), onPage })}
        filters={<ListFilterFrame sections={[{ key: "a", body: <p>sección</p> }]} onClear={() => {}} />}
      />,
    );
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("Paseos en Rosario");
    expect(screen.getByText("2 personas · marzo")).toBeTruthy();
    expect(screen.getByRole("complementary", { name: "Filtrar Por" })).toBeTruthy();
    const results = screen.getByRole("region", { name: "2 paseos" });
    expect(results.querySelector("#walk-count")?.textContent).toBe("2 paseos");
    const list = within(results).getByRole("list", { name: "Paseos encontrados" });
    expect(
      within(list)
        .getAllByRole("article")
        .map((card) => card.textContent),
    ).toEqual(["río", "parque"]);
    fireEvent.change(screen.getByLabelText("Orden"), { target: { value: "short" } });
    expect(onChange).toHaveBeenCalledWith("short");
    fireEvent.click(screen.getByRole("button", { name: "Siguiente" }));
    expect(onPage).toHaveBeenCalledWith(2);
    await expectNoAxeViolations(container);
  });

  it("says the filters keep nothing and clears them, without a list", () => {
    const onClearFilters = vi.fn();
    renderView(<ListResultsPage {...props({ items: [], onClearFilters })} />);
    const notice = screen.getByRole("status");
    expect(within(notice).getByText("Los filtros no dejan ninguno")).toBeTruthy();
    expect(screen.queryByRole("list")).toBeNull();
    fireEvent.click(within(notice).getByRole("button", { name: "Limpiar Filtros" }));
    expect(onClearFilters).toHaveBeenCalledTimes(1);
  });

  it("waits, says there is nothing, fails with a retry, and reads no bad address", () => {
    const onRetry = vi.fn();
    const { container, rerender } = renderView(<ListResultsPage {...props({ status: "loading" })} />);
    expect(container.firstElementChild?.getAttribute("aria-busy")).toBe("true");
    expect(screen.getByRole("status").textContent).toBe("Buscando...");
    expect(screen.queryByText("filtros")).toBeNull();
    rerender(<ListResultsPage {...props({ status: "empty" })} />);
    expect(screen.getByRole("status").textContent).toBe("Ningún paseo");
    rerender(<ListResultsPage {...props({ status: "error", onRetry })} />);
    const alert = screen.getByRole("alert");
    expect(within(alert).getByText("Falló la búsqueda")).toBeTruthy();
    fireEvent.click(within(alert).getByRole("button", { name: "Otra vez" }));
    expect(onRetry).toHaveBeenCalledTimes(1);
    rerender(<ListResultsPage {...props({ status: "invalid" })} />);
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("Paseos");
    expect(screen.getByRole("alert").textContent).toBe("Dirección inválida");
    expect(screen.getByRole("link", { name: "Ir al inicio" }).getAttribute("href")).toBe("/");
  });
});

describe("ListFilterFrame", () => {
  it("on a phone folds every section behind 'Mostrar filtros' and puts 'Limpiar Filtros' last", () => {
    const onClear = vi.fn();
    renderView(<ListFilterFrame sections={[{ key: "a", body: <p>sección</p> }]} onClear={onClear} phone />);
    expect(screen.queryByText("sección")).toBeNull();
    fireEvent.click(screen.getByRole("button", { name: "Mostrar filtros" }));
    expect(screen.getByText("sección")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Limpiar Filtros" }));
    expect(onClear).toHaveBeenCalledTimes(1);
    expect(screen.getByRole("button", { name: "Ocultar filtros" }).getAttribute("aria-expanded")).toBe("true");
  });
});
