import { screen } from "@testing-library/react";
import { type CalendarDate, circuitBudgetItem, transferBudgetParameters } from "@travesia/core";
import { describe, expect, it } from "vitest";
import { renderView } from "../../test/renderView";
import { BudgetDetail } from "./BudgetDetail";

const detail = {
  kind: "budget" as const,
  status: "ready" as const,
  errorKey: null,
  isActive: false,
  busy: false,
  onActivate: () => undefined,
  onDelete: () => undefined,
  onRetry: () => undefined,
};

const search = {
  from: { kind: "airport" as const, code: "EZE", name: "Ezeiza (EZE)" },
  to: { kind: "hotel" as const, code: "BUEOMNICODE=9", name: "Hotel Sol" },
  outbound: { date: "2027-03-01" as CalendarDate, time: "09:30" },
  inbound: { date: "2027-03-08" as CalendarDate, time: "18:00" },
  passengers: { adults: 2, children: 1, ages: [5] },
  luggage: 2,
};

const transfer = {
  id: "1",
  product: "transfer",
  rateId: "trf-1",
  title: "Traslado compartido · Minibús · …",
  parameters: transferBudgetParameters(search, {
    serviceType: "shared",
    vehicle: "minibus",
    vehicles: 1,
    price: { amount: 30, currency: "USD", basis: "person" },
  }),
  occupancy: "2-1:5",
  price: { amount: 90, currency: "USD" },
};

const circuit = {
  id: "2",
  title: "Andalucía clásica · 2027-05-04",
  price: { amount: 3100, currency: "USD" },
  ...circuitBudgetItem("C7", "2027-05-04", ["double"], "Andalucía clásica"),
};

describe("BudgetDetail's transfer and circuit cards", () => {
  it("a transfer reads as its service, ends, ways, party and the price per person with the total", () => {
    renderView(
      <BudgetDetail
        {...detail}
        budget={{ quotationId: "7", title: "Caribe", firstName: "Ana", lastName: "López", items: [transfer] }}
      />,
    );
    const text = screen.getByTestId("budget-item").textContent ?? "";
    for (const part of [
      "Traslados",
      "Compartido · Minibús",
      "Ezeiza (EZE)",
      "Hotel Sol",
      "Ida: lunes 1 de marzo, 09:30",
      "Vuelta: lunes 8 de marzo, 18:00",
      "2 adultos, 1 niño (edad 5)",
      "USD 30,00 por persona",
      "Total por 3 personas",
      "Precio: USD 90,00",
      "Precio de ida y vuelta",
    ])
      expect(text).toContain(part);
  });

  it("a circuit reads as its name, departure, rooms, travellers and total, in English too", () => {
    renderView(
      <BudgetDetail
        {...detail}
        budget={{ quotationId: "7", title: "Europa", firstName: "Ana", lastName: "López", items: [circuit] }}
      />,
      "en",
    );
    const text = screen.getByTestId("budget-item").textContent ?? "";
    for (const part of [
      "Andalucía clásica",
      "Departure: Tuesday 4 May",
      "Rooms: Double",
      "2 travellers",
      "USD 3,100.00",
    ])
      expect(text).toContain(part);
  });
});
