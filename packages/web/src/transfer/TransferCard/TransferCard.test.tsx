import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { expectNoAxeViolations } from "../../test/axe";
import { renderView } from "../../test/renderView";
import { TRANSFER_OPTIONS } from "../transferFixtures";
import { TransferCard } from "./TransferCard";

const PARTY = { adults: 2, children: 1, ages: [5] };
const [PRIVATE, SHARED] = TRANSFER_OPTIONS as [(typeof TRANSFER_OPTIONS)[0], (typeof TRANSFER_OPTIONS)[0]];

describe("TransferCard", () => {
  it("states a price per vehicle, the total, the waiting time and the free cancellation", async () => {
    const { container } = renderView(
      <TransferCard
        option={PRIVATE}
        party={PARTY}
        roundTrip
        today="2030-01-10"
        budget={<button type="button">Agregar</button>}
      />,
    );
    expect(screen.getByRole("heading", { name: "Privado · Monovolumen" })).toBeTruthy();
    expect(screen.getByText(/por vehículo/).textContent).toMatch(/90,00/);
    expect(screen.getByText("Total por 1 vehículo")).toBeTruthy();
    expect(screen.getByText("60 min de espera incluidos")).toBeTruthy();
    expect(screen.getByText("Precio de ida y vuelta")).toBeTruthy();
    expect(screen.getAllByText("Sin gastos hasta el 27/02/2030").length).toBeGreaterThan(0);
    expect(screen.getByRole("list", { name: /Cronología|timeline|Línea/i })).toBeTruthy();
    await expectNoAxeViolations(container);
  });

  it("states a price per person and counts every passenger, children included", () => {
    renderView(<TransferCard option={SHARED} party={PARTY} roundTrip={false} today="2030-01-10" budget={null} />, "en");
    expect(screen.getByText(/per person/).textContent).toMatch(/12[.,]50/);
    expect(screen.getByText("Total for 3 people")).toBeTruthy();
    expect(screen.getByText(/37[.,]50/)).toBeTruthy();
    expect(screen.queryByText(/waiting time/)).toBeNull();
  });
});
