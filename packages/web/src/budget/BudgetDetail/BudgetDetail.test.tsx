import { screen, within } from "@testing-library/react";
import {
  type BudgetItem,
  type CalendarDate,
  circuitBudgetItem,
  type Language,
  transferBudgetParameters,
} from "@travesia/core";
import { describe, expect, it } from "vitest";
import { renderView } from "../../test/renderView";
import { BudgetDetail } from "./BudgetDetail";

const caribe = { quotationId: "7", title: "Caribe", firstName: "Ana", lastName: "López", timeFromNow: "hace 3 horas" };

describe("BudgetDetail", () => {
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

  it("lists the items with product type and price in the language's format", () => {
    const budget = {
      ...caribe,
      items: [{ id: "1", product: "hotel", title: "Hotel Sol", price: { amount: 1234.5, currency: "USD" } }],
    };
    renderView(<BudgetDetail {...detail} budget={budget} />, "en");
    const item = screen.getByTestId("budget-item");
    expect(item.textContent).toContain("Hotels");
    expect(item.textContent).toContain("Hotel Sol");
    expect(item.textContent).toContain("USD 1,234.50");
  });

  it("shows a flight-plus-hotel package as its route, hotel, dates and price, not its rate id", () => {
    const rateId = "F-CM-L-0-20270301-EZECUN-CM6212,F-CM-L-1-20270310-CUNEZE-CM5520,H850939-20270301-9-2x1a7-3";
    const title = "Buenos Aires → Cancún · Esmeralda Hotel Costa Mujeres · 2027-03-01 – 2027-03-10";
    const budget = {
      ...caribe,
      items: [{ id: "1", product: "flightHotel", rateId, title, price: { amount: 3456.78, currency: "USD" } }],
    };
    renderView(<BudgetDetail {...detail} budget={budget} />);
    const item = screen.getByTestId("budget-item");
    expect(within(item).getByText("Vuelo + Hotel")).toBeTruthy();
    expect(within(item).getByText("Buenos Aires → Cancún · Esmeralda Hotel Costa Mujeres")).toBeTruthy();
    expect(within(item).getByTestId("budget-item-dates").textContent).toBe("Fechas: 1 mar 2027 – 10 mar 2027");
    expect(item.textContent).toContain("Precio: USD 3.456,78");
    expect(item.textContent).not.toContain(rateId);
    expect(item.textContent).not.toMatch(/\d{4}-\d{2}-\d{2}/);
  });

  it.each([
    ["es", "Fechas: 1 feb 2027 – 4 feb 2027"],
    ["en", "Dates: Feb 1, 2027 – Feb 4, 2027"],
    ["pt", "Datas: 1 de fev. de 2027 – 4 de fev. de 2027"],
  ] as const)("shows a hotel's check-in and check-out in %s", (language, dates) => {
    const parameters = { checkIn: "2027-02-01", checkOut: "2027-02-04" };
    const budget = { ...caribe, items: [{ id: "1", product: "hotel", title: "Hotel Sol · Doble", parameters }] };
    renderView(<BudgetDetail {...detail} budget={budget} />, language);
    expect(screen.getByText("Hotel Sol · Doble")).toBeTruthy();
    expect(screen.getByTestId("budget-item-dates").textContent).toBe(dates);
  });

  it("draws each item's own actions beside it (an activity's PDF)", () => {
    const budget = {
      ...caribe,
      items: [
        { id: "1", product: "hotel", title: "Hotel Sol" },
        { id: "2", product: "activity", rateId: "ACT-9", title: "Cataratas" },
      ],
    };
    renderView(
      <BudgetDetail
        {...detail}
        budget={budget}
        itemActions={(item) => (item.product === "activity" ? <button type="button">PDF {item.title}</button> : null)}
      />,
    );
    const [hotel, activity] = screen.getAllByTestId("budget-item");
    expect(hotel?.querySelector("button")).toBeNull();
    expect(activity?.querySelector("button")?.textContent).toBe("PDF Cataratas");
  });

  it("anchors each item for a deadline's link, and draws what the page shows below the items", () => {
    const budget = { ...caribe, items: [{ id: "4", product: "hotel", title: "Hotel Sol" }] };
    renderView(<BudgetDetail {...detail} budget={budget} below={(shown) => <p>Debajo de {shown.title}</p>} />);
    expect(screen.getByTestId("budget-item").id).toBe("item-4");
    expect(screen.getByText("Debajo de Caribe")).toBeTruthy();
  });

  it("says it is loading and draws the card's shape, hidden from assistive technology, until the budget arrives", () => {
    const { container } = renderView(<BudgetDetail {...detail} status="loading" budget={null} />);
    expect(screen.getByRole("status").textContent).toBe("Cargando presupuesto…");
    const shape = container.querySelector('[aria-hidden="true"]');
    expect(shape?.querySelectorAll("span").length).toBeGreaterThan(0);
    expect(screen.queryByRole("button")).toBeNull();
  });

  it("shows another user's budget as refused, without a retry", () => {
    renderView(<BudgetDetail {...detail} status="forbidden" errorKey="budget.noPermission" budget={null} />);
    expect(screen.getByRole("alert").textContent).toContain("No tiene permisos para recuperar el presupuesto activo.");
    expect(screen.queryByRole("button", { name: "Reintentar" })).toBeNull();
  });

  const itemText = (item: BudgetItem, language?: Language) => {
    renderView(<BudgetDetail {...detail} budget={{ ...caribe, items: [item] }} />, language);
    return screen.getByTestId("budget-item").textContent ?? "";
  };

  it("shows a transfer as its card: service, ends, ways, party, the price per person and the total", () => {
    const search = {
      from: { kind: "airport" as const, code: "EZE", name: "Ezeiza (EZE)" },
      to: { kind: "hotel" as const, code: "BUEOMNICODE=9", name: "Hotel Sol" },
      outbound: { date: "2027-03-01" as CalendarDate, time: "09:30" },
      inbound: { date: "2027-03-08" as CalendarDate, time: "18:00" },
      passengers: { adults: 2, children: 1, ages: [5] },
      luggage: 2,
    };
    const offer = { serviceType: "shared", vehicle: "minibus", vehicles: 1 } as const;
    const text = itemText({
      id: "1",
      product: "transfer",
      rateId: "trf-1",
      parameters: transferBudgetParameters(search, {
        ...offer,
        price: { amount: 30, currency: "USD", basis: "person" },
      }),
      occupancy: "2-1:5",
      price: { amount: 90, currency: "USD" },
    });
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

  it("shows a circuit as its card: name, departure, rooms, travellers and total, in English too", () => {
    const item = circuitBudgetItem("C7", "2027-05-04", ["double"], "Andalucía clásica");
    const text = itemText({ id: "2", price: { amount: 3100, currency: "USD" }, ...item }, "en");
    for (const part of [
      "Andalucía clásica",
      "Departure: Tuesday 4 May",
      "Rooms: Double",
      "2 travellers",
      "USD 3,100.00",
    ])
      expect(text).toContain(part);
  });

  it.each([
    [
      "es",
      [
        "Visita guiada por Buenos Aires",
        "dom, 10 ene 2027, a las 09:00",
        "2 adultos, 2 niños (edades 4 y 9)",
        "2 adultos × USD 40,00",
        "2 niños × USD 20,00",
      ],
    ],
    [
      "en",
      ["Sun, Jan 10, 2027 at 09:00", "2 adults, 2 children (ages 4 and 9)", "2 children × USD 20.00", "USD 120.00"],
    ],
    [
      "pt",
      [
        "dom., 10 de jan. de 2027, às 09:00",
        "2 adultos, 2 crianças (idades 4 e 9)",
        "2 crianças × USD 20,00",
        "USD 120,00",
      ],
    ],
  ] as const)(
    "shows an activity as its card in %s: name, day and start, participants, price by band, total",
    (language, parts) => {
      const text = itemText(
        {
          id: "3",
          product: "activity",
          title: "Visita guiada por Buenos Aires · 2027-01-10 09:00",
          rateId: "BUE-A7:20270110:0900",
          occupancy: "2",
          parameters: {
            children: "2:4-9",
            date: "20270110",
            time: "0900",
            infants: "0",
            canonicalId: "BUE-A7",
            name: "Visita guiada por Buenos Aires",
            prices: "adult:2:4000:8000,child:2:2000:4000",
            currency: "USD",
          },
          price: { amount: 120, currency: "USD" },
        },
        language,
      );
      for (const part of parts) expect(text).toContain(part);
      expect(text).not.toContain("2027-01-10");
    },
  );
});
