import { fireEvent, screen, within } from "@testing-library/react";
import { bundlePriceGrid } from "@travesia/core";
import { describe, expect, it, vi } from "vitest";
import { renderView } from "../../test/renderView";
import { BundlePriceGrid } from "./BundlePriceGrid";

const grid = bundlePriceGrid([
  {
    destination: { id: "CUN", name: "Cancún" },
    months: ["2027-03", "2027-04"],
    from: { amount: 900, currency: "USD" },
  },
  { destination: { id: "MIA", name: "Miami" }, months: ["2027-03"], from: { amount: 1200, currency: "USD" } },
  { destination: { id: "MIA", name: "Miami" }, months: ["2027-05"], from: { amount: 700, currency: "USD" } },
]);

const draw = (language: "es" | "en" = "es", page = { page: 1, pages: 1 }) => {
  const onOpen = vi.fn();
  const onPage = vi.fn();
  renderView(
    <BundlePriceGrid
      months={grid.months}
      rows={grid.rows}
      {...page}
      firstRow={1}
      lastRow={2}
      rowCount={2}
      currencySymbols={{ USD: "US$" }}
      onOpen={onOpen}
      onPage={onPage}
    />,
    language,
  );
  return { onOpen, onPage };
};

describe("BundlePriceGrid", () => {
  it("shows each destination's lowest price per month, cheapest destination first, and says which cells are cheapest", () => {
    draw();
    const rows = screen.getAllByRole("row");
    expect(
      within(rows[0] as HTMLElement)
        .getAllByRole("columnheader")
        .map((cell) => cell.textContent),
    ).toEqual(["Destino", "marzo 2027", "abril 2027", "mayo 2027"]);
    expect(within(rows[1] as HTMLElement).getByRole("rowheader").textContent).toContain("Miami");
    const cheapest = screen.getByRole("button", {
      name: /^Cancún, marzo 2027: desde ?US\$ 900,00 ?Más barato del mes$/,
    });
    expect(cheapest.textContent).toContain("US$ 900,00Más barato del mes");
    const dearer = screen.getByRole("button", { name: /^Miami, marzo 2027: desde ?US\$ 1\.200,00$/ });
    expect(dearer.textContent).not.toContain("Más barato");
    expect(screen.getAllByText("Sin salidas")).toHaveLength(2);
  });

  it("opens a cell's destination and month", () => {
    const { onOpen } = draw("en");
    fireEvent.click(screen.getByRole("button", { name: /^Miami, May 2027: from ?US\$ 700\.00/ }));
    expect(onOpen).toHaveBeenCalledWith("MIA", "2027-05");
  });

  it("pages through the destinations", () => {
    const { onPage } = draw("es", { page: 2, pages: 3 });
    fireEvent.click(screen.getByRole("button", { name: "Siguientes" }));
    fireEvent.click(screen.getByRole("button", { name: "Anteriores" }));
    expect(onPage.mock.calls).toEqual([[3], [1]]);
  });
});
