import { fireEvent, screen, within } from "@testing-library/react";
import { paginationView } from "@travesia/core";
import { describe, expect, it, vi } from "vitest";
import { renderView, withBrowserScheduling } from "../../test/renderView";
import { FlightResultsPage, type FlightResultsPageProps } from "./FlightResultsPage";

const verbsOf = () => ({ onSort: vi.fn(), onPage: vi.fn(), onRetry: vi.fn(), onAdd: vi.fn() });

/** The page with three cards, the given props over the defaults. */
const page = (props: Partial<FlightResultsPageProps> = {}, verbs = verbsOf()) => (
  <FlightResultsPage
    status="ready"
    errorKey={null}
    toCity="Miami"
    searchForm={<form aria-label="búsqueda" />}
    filters={<aside aria-label="filtros del panel" />}
    dateGrid={<section aria-label="grilla de fechas" />}
    sort="PRICE:ASC"
    onSort={verbs.onSort}
    totalCount={46}
    pagination={paginationView(2, 5)}
    onPage={verbs.onPage}
    count={3}
    renderCard={(index) => <article aria-label={`tarjeta ${index}`} />}
    quote={{
      hintKey: "flight.quoteNeedsOutbound",
      labelKey: "budget.addToBudget",
      disabled: true,
      onAdd: verbs.onAdd,
    }}
    updating={false}
    onRetry={verbs.onRetry}
    {...props}
  />
);

const draw = (props: Partial<FlightResultsPageProps> = {}, language: "es" | "en" | "pt" = "es") => {
  const verbs = verbsOf();
  renderView(page(props, verbs), language);
  return verbs;
};

describe("FlightResultsPage", () => {
  it("on a phone the search form is folded into a line of the search that opens it", () => {
    const onToggle = vi.fn();
    const fold = { route: "Buenos Aires → Miami", details: "08/01/2027 – 15/01/2027 · 2 pasajeros", onToggle };
    const view = renderView(page({ searchFold: { ...fold, open: false } }));
    const summary = within(screen.getByRole("region", { name: "Tu búsqueda" })).getByRole("button");
    expect(summary.textContent).toBe("Buenos Aires → Miami08/01/2027 – 15/01/2027 · 2 pasajerosModificar búsqueda");
    expect(summary.getAttribute("aria-expanded")).toBe("false");
    expect(screen.queryByRole("form", { name: "búsqueda" })).toBeNull();
    fireEvent.click(summary);
    expect(onToggle).toHaveBeenCalledTimes(1);
    view.rerender(page({ searchFold: { ...fold, open: true } }));
    expect(screen.getByRole("button", { name: /Buenos Aires → Miami/ }).getAttribute("aria-expanded")).toBe("true");
    expect(screen.getByRole("form", { name: "búsqueda" })).toBeTruthy();
  });

  it("shows the form, the slots, the count, the cards, sort 'orderby', pagination and the waiting quote bar", () => {
    const verbs = draw();
    expect(screen.getByRole("heading", { level: 1, name: "Vuelos a Miami" })).toBeTruthy();
    expect(screen.getByRole("form", { name: "búsqueda" })).toBeTruthy();
    expect(screen.getByRole("complementary", { name: "filtros del panel" })).toBeTruthy();
    expect(screen.getByRole("region", { name: "grilla de fechas" })).toBeTruthy();
    expect(screen.getByRole("status").textContent).toBe("46 resultados");
    const list = screen.getByRole("list", { name: "Resultados de vuelos" });
    expect(
      within(list)
        .getAllByRole("article")
        .map((card) => card.getAttribute("aria-label")),
    ).toEqual(["tarjeta 0", "tarjeta 1", "tarjeta 2"]);
    const sort = screen.getByLabelText("Ordenar por") as HTMLSelectElement;
    expect(sort.id).toBe("orderby");
    expect([...sort.options].map((option) => option.textContent)).toEqual(["Precio", "Relevancia", "Duración"]);
    fireEvent.change(sort, { target: { value: "DURATION:ASC" } });
    expect(verbs.onSort).toHaveBeenCalledWith("DURATION:ASC");
    const pages = screen.getByRole("navigation", { name: "Paginación" });
    expect(within(pages).getByRole("button", { name: "Página 2" }).getAttribute("aria-current")).toBe("page");
    fireEvent.click(within(pages).getByRole("button", { name: "Siguiente" }));
    expect(verbs.onPage).toHaveBeenCalledWith(3);
    const bar = screen.getByRole("region", { name: "Tu selección" });
    expect(within(bar).getByText("Elegí el vuelo de ida para continuar.")).toBeTruthy();
    expect((within(bar).getByRole("button", { name: "Agregar a presupuesto" }) as HTMLButtonElement).disabled).toBe(
      true,
    );
  });

  it("a new reply's cards are drawn in the rows already on the page (rows keyed by position)", () => {
    const props = (reply: string) => ({
      renderCard: (index: number) => <article aria-label={`${reply} ${index}`} />,
    });
    const { rerender } = renderView(page(props("primera")));
    const rows = () => within(screen.getByRole("list", { name: "Resultados de vuelos" })).getAllByRole("listitem");
    const before = rows();
    rerender(page(props("segunda")));
    expect(rows()).toEqual(before);
    expect(rows().map((row) => row.firstElementChild?.getAttribute("aria-label"))).toEqual([
      "segunda 0",
      "segunda 1",
      "segunda 2",
    ]);
  });

  it("on a phone the panel's header holds the order-by select: the toolbar shows only the count", () => {
    draw({ sortInPanel: true });
    expect(screen.getByRole("status").textContent).toBe("46 resultados");
    expect(screen.queryByLabelText("Ordenar por")).toBeNull();
  });

  it("adds once every leg is chosen, with the pricer's label", () => {
    const onAdd = vi.fn();
    draw({ quote: { hintKey: null, labelKey: "budget.addToQuotation", disabled: false, onAdd } });
    fireEvent.click(screen.getByRole("button", { name: "Agregar a cotización" }));
    expect(onAdd).toHaveBeenCalledTimes(1);
  });

  it("a bad URL shows its message and the form, no results", () => {
    draw({ status: "invalid", errorKey: "flightResults.urlInvalid", toCity: null });
    expect(screen.getByRole("alert").textContent).toBe(
      "No pudimos leer esta búsqueda. Revisá los datos y buscá de nuevo.",
    );
    expect(screen.getByRole("form", { name: "búsqueda" })).toBeTruthy();
    expect(screen.queryByRole("list")).toBeNull();
  });

  it("a failed search says 'Fallo al recuperar los resultados' and can retry; an empty one says so", () => {
    const verbs = draw({ status: "error", errorKey: "flight.searchFailed" });
    const alert = screen.getByRole("alert");
    expect(within(alert).getByText("Fallo al recuperar los resultados")).toBeTruthy();
    fireEvent.click(within(alert).getByRole("button", { name: "Actualizar" }));
    expect(verbs.onRetry).toHaveBeenCalled();
  });

  it("says when nothing was found, in Portuguese", () => {
    draw({ status: "empty", totalCount: 0 }, "pt");
    expect(screen.getByText("Não encontramos voos para a busca solicitada")).toBeTruthy();
    expect(screen.queryByRole("region", { name: "Sua seleção" })).toBeNull();
  });

  it("draws a filter or sort's new control state first, and the count and the cards in a render of their own", () =>
    withBrowserScheduling(async (draw, container) => {
      draw(page());
      const cards = () => [...container.querySelectorAll("article")].map((card) => card.getAttribute("aria-label"));
      const count = () => within(container).getByRole("status").textContent;
      const sort = () => within(container).getByRole("combobox", { name: "Ordenar por" }) as HTMLSelectElement;
      expect([count(), cards(), sort().value]).toEqual([
        "46 resultados",
        ["tarjeta 0", "tarjeta 1", "tarjeta 2"],
        "PRICE:ASC",
      ]);
      // A click's update is urgent: its own commit shows the select's new value, the cards and count as they were.
      const next = {
        sort: "DURATION:ASC",
        totalCount: 2,
        count: 2,
        renderCard: (index: number) => <article aria-label={`nueva ${index}`} />,
      } as const;
      draw(page(next));
      expect([count(), cards(), sort().value]).toEqual([
        "46 resultados",
        ["tarjeta 0", "tarjeta 1", "tarjeta 2"],
        "DURATION:ASC",
      ]);
      // Then, in a task of its own, the count and the cards together.
      await vi.waitFor(() => expect(cards()).toEqual(["nueva 0", "nueva 1"]));
      expect(count()).toBe("2 resultados");
    }));
});
