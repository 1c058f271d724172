import { fireEvent, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { renderView } from "../../test/renderView";
import { hotel, priceContext, rate } from "../resultsFixtures";
import { HotelAggregatedCard } from "./HotelAggregatedCard";

const rates = Array.from({ length: 25 }, (_, index) =>
  rate(`r${index}`, 300 + index, {
    board: index % 2 === 0 ? { code: "2", name: "Desayuno" } : { code: "5", name: "Media pensión" },
    supplier: { code: index < 12 ? "HB" : "TO" },
  }),
);

describe("HotelAggregatedCard (spec 001 §2 aggregated results)", () => {
  it("writes the distance to the search with the language's decimal separator", () => {
    renderView(
      <HotelAggregatedCard
        hotel={hotel("1", { rates, distance: { value: 1234.5, unit: "m" } })}
        state={{ expanded: false, board: undefined, pages: 1 }}
        onEvent={vi.fn()}
        priceContext={priceContext}
      />,
      "pt",
    );
    expect(screen.getByText("A 1.234,5 m da sua busca")).toBeTruthy();
  });

  it("heads with the cheapest rate and offers 'Ver %d opciones más'", () => {
    const onEvent = vi.fn();
    renderView(
      <HotelAggregatedCard
        hotel={hotel("1", { rates })}
        state={{ expanded: false, board: undefined, pages: 1 }}
        onEvent={onEvent}
        priceContext={priceContext}
        detailHref="/hotel/details/h/1/2027-01-12/2027-01-15/2-0/MAD"
      />,
    );
    expect(screen.getByText("Habitación doble · Desayuno")).toBeTruthy();
    const detail = screen.getByRole("link", { name: /^Ver Detalle .+ \(se abre en una pestaña nueva\)$/ });
    expect([detail.getAttribute("href"), detail.getAttribute("target")]).toEqual([
      "/hotel/details/h/1/2027-01-12/2027-01-15/2-0/MAD",
      "_blank",
    ]);
    expect(screen.getByText("USD 100,00")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Ver 24 opciones más" }));
    expect(onEvent).toHaveBeenCalledWith({ _tag: "expand" });
  });

  it("expanded: each rate is drawn by the rate row slot, with the actions of a hotel's own rates", () => {
    renderView(
      <HotelAggregatedCard
        hotel={hotel("1", { rates })}
        state={{ expanded: true, board: undefined, pages: 1 }}
        onEvent={vi.fn()}
        priceContext={priceContext}
        rateRow={(shown) => (
          <li key={shown.id} data-testid="rate-row">
            <button type="button">Cotizar {shown.id}</button>
          </li>
        )}
      />,
    );
    expect(screen.getAllByTestId("rate-row")).toHaveLength(10);
    expect(screen.getByRole("button", { name: "Cotizar r0" })).toBeTruthy();
  });

  it("expanded: board filters with counts, 10 rates grouped by provider, 'Ver más' and close", () => {
    const onEvent = vi.fn();
    renderView(
      <HotelAggregatedCard
        hotel={hotel("1", { rates })}
        state={{ expanded: true, board: undefined, pages: 1 }}
        onEvent={onEvent}
        priceContext={priceContext}
      />,
    );
    expect(screen.getByRole("checkbox", { name: "Media pensión (12)" })).toBeTruthy();
    expect(screen.getAllByRole("listitem")).toHaveLength(10);
    expect(screen.getByText("Proveedor: HB")).toBeTruthy();
    fireEvent.click(screen.getByRole("checkbox", { name: "Desayuno incluido (13)" }));
    fireEvent.click(screen.getByRole("button", { name: "Ver más" }));
    fireEvent.click(screen.getByRole("button", { name: "Cerrar" }));
    expect(onEvent.mock.calls).toEqual([[{ _tag: "board", code: "2" }], [{ _tag: "showMore" }], [{ _tag: "close" }]]);
  });

  describe("rates on demand (hotelsV2TariffOnDemand)", () => {
    // The search's first page: 10 rates, the last one saying more remain.
    const firstPage = rates.slice(0, 10).map((r, index) => ({ ...r, onDemand: true, onDemandLast: index === 9 }));
    const expanded = { expanded: true, board: undefined, pages: 1 } as const;

    it("'Ver más' past the loaded rates asks for page 2", () => {
      const onEvent = vi.fn();
      renderView(
        <HotelAggregatedCard
          hotel={hotel("1", { rates: firstPage })}
          state={expanded}
          onEvent={onEvent}
          priceContext={priceContext}
          tariffOnDemand
        />,
      );
      expect(screen.getAllByRole("listitem")).toHaveLength(10);
      fireEvent.click(screen.getByRole("button", { name: "Ver más" }));
      expect(onEvent).toHaveBeenCalledWith({ _tag: "showMore", ratesPage: 2 });
    });

    it("says so while the page loads, then lists it", () => {
      const props = {
        hotel: hotel("1", { rates: firstPage }),
        state: { ...expanded, pages: 2 },
        onEvent: vi.fn(),
        priceContext,
        tariffOnDemand: true,
      };
      const view = renderView(<HotelAggregatedCard {...props} ratesStatus="loading" />);
      expect(screen.getByRole("status").textContent).toBe("Buscando más tarifas…");
      expect(screen.queryByRole("button", { name: "Ver más" })).toBeNull();
      const loaded = [...firstPage, ...rates.slice(10, 15).map((r) => ({ ...r, onDemand: true }))];
      view.rerender(<HotelAggregatedCard {...props} rates={loaded} ratesStatus="ready" />);
      expect(screen.getAllByRole("listitem")).toHaveLength(15);
      expect(screen.getByRole("status").textContent).toBe("");
      expect(screen.queryByRole("button", { name: "Ver más" })).toBeNull();
    });

    it("a page that failed says 'Fallo al recuperar los resultados' and retries", () => {
      const onRetry = vi.fn();
      renderView(
        <HotelAggregatedCard
          hotel={hotel("1", { rates: firstPage })}
          state={{ ...expanded, pages: 2 }}
          onEvent={vi.fn()}
          priceContext={priceContext}
          tariffOnDemand
          ratesStatus="error"
          onRetry={onRetry}
        />,
      );
      expect(screen.getByRole("alert").textContent).toContain("Fallo al recuperar los resultados");
      expect(screen.queryByRole("button", { name: "Ver más" })).toBeNull();
      fireEvent.click(screen.getByRole("button", { name: "Intente nuevamente" }));
      expect(onRetry).toHaveBeenCalledTimes(1);
    });
  });
});
