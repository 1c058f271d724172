import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { type BudgetItem, money, repriceLines } from "@travesia/core";
import { describe, expect, it, vi } from "vitest";
import { expectNoAxeViolations } from "../../test/axe";
import { renderView } from "../../test/renderView";
import { BudgetReprice } from "./BudgetReprice";

const items: BudgetItem[] = [
  { id: "1", product: "hotel", title: "Llao Llao", price: { amount: 100, currency: "USD" } },
  { id: "2", product: "house", title: "Casa del lago", price: { amount: 400, currency: "USD" } },
  { id: "3", product: "flightHotel", title: "Buenos Aires → Bariloche", price: { amount: 900, currency: "USD" } },
  { id: "4", product: "hotel", title: "Hotel Sol", price: { amount: 50, currency: "USD" } },
];
const lines = repriceLines(
  items,
  [
    { _tag: "Available", itemId: "1", price: money(11000, "USD") },
    {
      _tag: "Unavailable",
      itemId: "2",
      alternatives: [{ rateId: "V2", title: "Casa del bosque", price: money(42000, "USD") }],
    },
    { _tag: "Available", itemId: "3", price: money(90000, "USD") },
    { _tag: "Available", itemId: "4", price: money(4500, "USD") },
  ],
  [],
);
const panel = {
  status: "ready" as const,
  items,
  stale: false,
  relatedRates: true,
  repricedOn: null,
  onRequote: () => undefined,
};

describe("BudgetReprice", () => {
  it("shows each line's old and new price and difference, a gone item with its alternatives, and accepts", async () => {
    const onAccept = vi.fn();
    const { container } = renderView(<BudgetReprice {...panel} lines={lines} onAccept={onAccept} />);
    await screen.findByText("Alternativas:");
    const rows = screen.getAllByTestId("reprice-line");
    expect(rows.map((row) => row.textContent)).toEqual([
      "Llao LlaoUSD 100,00USD 110,00+USD 10,00Aceptar",
      "Casa del lagoUSD 400,00Ya no está disponibleAlternativas:Casa del bosque · USD 420,00",
      "Buenos Aires → BarilocheUSD 900,00Sin cambios",
      "Hotel SolUSD 50,00USD 45,00USD -5,00Aceptar",
    ]);
    fireEvent.click(
      within(rows[0] as HTMLElement).getByRole("button", { name: "Aceptar el precio nuevo de Llao Llao" }),
    );
    expect(onAccept).toHaveBeenLastCalledWith(["1"]);
    fireEvent.click(screen.getByRole("button", { name: "Aceptar todos los precios nuevos" }));
    expect(onAccept).toHaveBeenLastCalledWith(["1", "4"]);
    await expectNoAxeViolations(container);
  });

  it("marks stale prices, says when they were re-priced, and re-quotes on 'Actualizar precios'", () => {
    const onRequote = vi.fn();
    renderView(
      <BudgetReprice
        {...panel}
        status="idle"
        lines={[]}
        stale={true}
        repricedOn="01/12/2026"
        onRequote={onRequote}
        onAccept={() => undefined}
      />,
      "en",
    );
    expect(
      screen.getByText("Some prices are more than a day old: update them before sending the budget."),
    ).toBeTruthy();
    expect(screen.getByText("Prices updated on 01/12/2026.")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Update prices" }));
    expect(onRequote).toHaveBeenCalledOnce();
    expect(screen.queryByRole("table")).toBeNull();
  });

  describe("a withdrawn item", () => {
    const hotel: BudgetItem = {
      id: "5",
      product: "hotel",
      rateId: "H7",
      title: "Hotel Lago · Doble",
      destinationId: "BRC",
      occupancy: "2-0",
      parameters: { checkIn: "2027-02-01", checkOut: "2027-02-04" },
      price: { amount: 300, currency: "USD" },
    };
    const house: BudgetItem = {
      id: "6",
      product: "house",
      title: "Casa del lago",
      price: { amount: 400, currency: "USD" },
    };
    const alternatives = [{ rateId: "H8", title: "Hotel Lago · Triple", price: money(33000, "USD") }];
    const gone = repriceLines(
      [hotel, house],
      [
        { _tag: "Unavailable", itemId: "5", alternatives },
        { _tag: "Unavailable", itemId: "6", alternatives: [] },
      ],
      [],
    );
    const withdrawn = { ...panel, items: [hotel, house], lines: gone, onAccept: () => undefined };

    it("with related rates on, offers a hotel's alternatives and its related rates, and says a house has none", async () => {
      const { container } = renderView(<BudgetReprice {...withdrawn} />);
      await screen.findByText("No hay tarifas alternativas para este servicio.");
      const [hotelRow, houseRow] = screen.getAllByTestId("reprice-line") as HTMLElement[];
      expect(hotelRow?.textContent).toContain("Alternativas:Hotel Lago · Triple · USD 330,00");
      const related = within(hotelRow as HTMLElement).getByRole("link", {
        name: "Ver tarifas relacionadas de Hotel Lago · Doble · 1 feb 2027 – 4 feb 2027",
      });
      expect(related.getAttribute("href")).toBe("/hotel/results/BRC/2027-02-01/2027-02-04/2-0?baseRate=H7");
      expect(houseRow?.textContent).toBe(
        "Casa del lagoUSD 400,00Ya no está disponibleNo hay tarifas alternativas para este servicio.",
      );
      await expectNoAxeViolations(container);
    });

    it.each([
      ["es", "Este portal no ofrece tarifas alternativas: buscá otro servicio para reemplazarlo."],
      ["en", "This portal offers no alternative rates: search for another service to replace it."],
      ["pt", "Este portal não oferece tarifas alternativas: procure outro serviço para substituí-lo."],
    ] as const)("with related rates off, says plainly in %s that none is offered", async (language, text) => {
      renderView(<BudgetReprice {...withdrawn} relatedRates={false} />, language);
      await waitFor(() => expect(screen.getAllByText(text)).toHaveLength(2));
      for (const row of screen.getAllByTestId("reprice-line")) {
        expect(within(row).getByText(text)).toBeTruthy();
        expect(within(row).queryByRole("link")).toBeNull();
        expect(row.textContent).not.toContain("Hotel Lago · Triple");
      }
    });
  });
});
