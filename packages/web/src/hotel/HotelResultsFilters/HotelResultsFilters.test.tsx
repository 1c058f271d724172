import { fireEvent, screen, within } from "@testing-library/react";
import { hotelSearchFiltersDefault } from "@travesia/core";
import { describe, expect, it } from "vitest";
import { renderView } from "../../test/renderView";
import { hotel, resultsActions, resultsData } from "../resultsFixtures";
import { HotelResultsFilters } from "./HotelResultsFilters";

const filtered = resultsData({
  filters: { ...hotelSearchFiltersDefault, board: ["AD"], category: { min: 3, max: 5 } },
});

describe("HotelResultsFilters", () => {
  it("beside the list on a desktop: the 'Filtrar Por' sidebar itself, no opener", () => {
    renderView(<HotelResultsFilters data={filtered} actions={resultsActions()} viewportWidth={1280} />);
    expect(screen.getByRole("heading", { name: "Filtrar Por" })).toBeTruthy();
    expect(screen.queryByRole("button", { name: /^Filtrar/ })).toBeNull();
  });

  it("on a phone: 'Filtrar (2)' opens the full-screen panel, 'Volver' closes it; a filter changed there is applied", () => {
    const calls: unknown[][] = [];
    renderView(<HotelResultsFilters data={filtered} actions={resultsActions(calls)} viewportWidth={390} />);
    expect(screen.queryByRole("dialog")).toBeNull();
    fireEvent.click(screen.getByRole("button", { name: "Filtrar (2)" }));
    const dialog = screen.getByRole("dialog", { name: "Filtrar Por" });
    fireEvent.click(within(dialog).getByRole("button", { name: "Limpiar Filtros" }));
    expect(calls.some((call) => call[0] === "clearFilters")).toBe(true);
    fireEvent.click(within(dialog).getByRole("button", { name: /Volver/ }));
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("counts a hotel marked as a favourite after the reply: 'Favoritos (1)', not the reply's 0", () => {
    const data = resultsData({
      hotels: [hotel("1", { favourite: false }), hotel("2", { favourite: false })],
      facets: { offers: { favourite: { selected: false, quantity: 0 } } },
    });
    const { rerender } = renderView(
      <HotelResultsFilters data={data} actions={resultsActions()} viewportWidth={1280} favouriteIds={["1"]} />,
    );
    expect(screen.getByRole("checkbox", { name: /Favoritos/ }).closest("label")?.textContent).toContain("(1)");
    rerender(<HotelResultsFilters data={data} actions={resultsActions()} viewportWidth={1280} favouriteIds={[]} />);
    expect(screen.getByRole("checkbox", { name: /Favoritos/ }).closest("label")?.textContent).toContain("(0)");
  });

  it("before any reply names a currency (a search that failed): 'Rango de precios', never 'Rango de precios ()'", () => {
    const data = resultsData({ reply: undefined, currencyCode: "" });
    renderView(<HotelResultsFilters data={data} actions={resultsActions()} viewportWidth={1280} />);
    expect(screen.getByRole("group", { name: "Rango de precios" })).toBeTruthy();
    expect(screen.queryByText(/\(\)/)).toBeNull();
  });
});
