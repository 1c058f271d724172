import { fireEvent, screen } from "@testing-library/react";
import type { BudgetCustomerView as View } from "@travesia/core";
import { describe, expect, it, vi } from "vitest";
import { expectNoAxeViolations } from "../../test/axe";
import { renderView } from "../../test/renderView";
import { BudgetCustomerView } from "./BudgetCustomerView";

const VIEW: View = {
  title: "Bariloche en familia",
  customerName: "Ana Gómez",
  validUntil: "2027-01-08T10:00:00.000Z",
  total: { amount: 450, currency: "USD" },
  items: [
    {
      id: "1",
      product: "hotel",
      title: "Hotel Lago · Doble · Desayuno",
      startDate: "2027-02-01",
      endDate: "2027-02-04",
      price: { amount: 300, currency: "USD" },
      cancellation: [
        { from: null, until: "2027-01-24", price: { amount: 0, currency: "USD" } },
        { from: "2027-01-25", until: "2027-02-01", price: { amount: 150, currency: "USD" } },
      ],
    },
    {
      id: "2",
      product: "house",
      title: "Casa del Bosque",
      startDate: null,
      endDate: null,
      price: { amount: 150, currency: "USD" },
      cancellation: null,
    },
  ],
};

describe("BudgetCustomerView", () => {
  it("shows each product with its dates, price and cancellation terms, the total and validity, and prints", async () => {
    const onPrint = vi.fn();
    const { container } = renderView(<BudgetCustomerView status="ready" view={VIEW} onPrint={onPrint} />);
    expect(screen.getByRole("heading", { level: 1, name: "Bariloche en familia" })).toBeTruthy();
    expect(screen.getByText("Para Ana Gómez")).toBeTruthy();
    const [hotel, house] = screen.getAllByTestId("customer-item");
    expect(hotel?.textContent).toContain("Hotel Lago · Doble · Desayuno");
    expect(hotel?.textContent).toMatch(/Sin costo hasta el 24 ene 2027/);
    expect(hotel?.textContent).toMatch(/desde el 25 ene 2027 hasta el 1 feb 2027/);
    expect(house?.textContent).toContain("Condiciones de cancelación a confirmar");
    expect(screen.getByTestId("customer-total").textContent).toMatch(/Total.*450/);
    fireEvent.click(screen.getByRole("button", { name: "Imprimir / PDF" }));
    expect(onPrint).toHaveBeenCalled();
    await expectNoAxeViolations(container);
  });

  it("shows an activity's day with its slot's start", () => {
    const activity = {
      id: "3",
      product: "activity",
      title: "Visita guiada por Buenos Aires",
      startDate: "2027-01-10",
      endDate: null,
      startTime: "09:00",
      price: { amount: 120, currency: "USD" },
      cancellation: null,
    };
    renderView(<BudgetCustomerView status="ready" view={{ ...VIEW, items: [activity] }} onPrint={() => undefined} />);
    const item = screen.getByTestId("customer-item");
    expect(item.textContent).toContain("Visita guiada por Buenos Aires");
    expect(item.textContent).toMatch(/10 ene 2027, 09:00/);
  });

  it("shows a day or a validity the reply garbled as it came, instead of failing the whole page", () => {
    const odd = { ...VIEW.items[0], id: "9", startDate: "pronto", endDate: "2027-02-31" } as View["items"][number];
    renderView(
      <BudgetCustomerView
        status="ready"
        view={{ ...VIEW, validUntil: "hasta agotar stock", items: [odd] }}
        onPrint={() => undefined}
      />,
    );
    expect(screen.getByTestId("customer-item").textContent).toContain("pronto – 2027-02-31");
    expect(document.body.textContent).toContain("hasta agotar stock");
  });

  it.each([
    ["revoked", "Your travel agent has revoked this link."],
    ["expired", "This link has expired. Ask your travel agent for a new one."],
    ["notFound", "This link does not exist."],
    ["badLink", "This link is not valid."],
  ] as const)("says why a %s link shows nothing", async (status, text) => {
    const { container } = renderView(
      <BudgetCustomerView status={status} view={null} onPrint={() => undefined} />,
      "en",
    );
    expect(screen.getByRole("alert").textContent).toBe(text);
    await expectNoAxeViolations(container);
  });
});
