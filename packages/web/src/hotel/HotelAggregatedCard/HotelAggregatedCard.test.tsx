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
});
