import { fireEvent, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderView } from "../../test/renderView";
import { resultsActions, resultsData } from "../resultsFixtures";
import { HotelResultsToolbar } from "./HotelResultsToolbar";

describe("HotelResultsToolbar (spec 001 §2, §4)", () => {
  it("says the count found and sends sort, price and view changes", () => {
    const calls: unknown[][] = [];
    renderView(<HotelResultsToolbar data={resultsData({ totalCount: 42 })} actions={resultsActions(calls)} />);
    expect(screen.getByText("42 alojamientos")).toBeTruthy();
    fireEvent.change(screen.getByRole("combobox", { name: "Ordenar por" }), { target: { value: "name" } });
    fireEvent.change(screen.getByRole("combobox", { name: "Mostrar precios" }), { target: { value: "stay" } });
    fireEvent.click(screen.getByRole("radio", { name: "Vista de mapa" }));
    expect(calls).toEqual([
      ["sortBy", "name"],
      ["setPriceMode", "stay"],
      ["setViewMode", "mapa"],
    ]);
    expect(screen.queryByRole("button", { name: "Expandir todo" })).toBeNull();
  });

  it("offers expand and collapse all only to an aggregated view's cards", () => {
    const calls: string[] = [];
    renderView(
      <HotelResultsToolbar
        data={resultsData()}
        actions={resultsActions()}
        expand={{ all: () => calls.push("all"), none: () => calls.push("none") }}
      />,
    );
    fireEvent.click(screen.getByRole("button", { name: "Expandir todo" }));
    fireEvent.click(screen.getByRole("button", { name: "Contraer todo" }));
    expect(calls).toEqual(["all", "none"]);
  });
});
