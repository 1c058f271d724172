import { act, fireEvent, screen, within } from "@testing-library/react";
import {
  type BudgetItem,
  type CalendarDate,
  CIRCUIT_CANCELLATION_SCALE,
  cancellationScaleTerms,
  cancellationTimeline,
  freeUntilHoursBefore,
  money,
} from "@travesia/core";
import { describe, expect, it } from "vitest";
import { expectNoAxeViolations } from "../../test/axe";
import { renderView } from "../../test/renderView";
import { BudgetCancellationTimeline } from "./BudgetCancellationTimeline";

const TODAY = "2027-03-01" as CalendarDate;

const items: BudgetItem[] = [
  {
    id: "1",
    product: "hotel",
    title: "Llao Llao",
    cancellation: {
      serviceDate: "2027-03-10",
      penalties: [
        { from: "2027-03-05", amount: 100, currency: "USD" },
        { from: "2027-03-09", amount: 800, currency: "USD" },
      ],
    },
  },
  { id: "2", product: "house", title: "Casa del lago" },
  {
    id: "3",
    product: "flightHotel",
    title: "Buenos Aires → Bariloche",
    cancellation: { serviceDate: "2027-03-12", penalties: [{ from: "2027-03-01", amount: 50, currency: "EUR" }] },
  },
];

const conversions = [{ from: "EUR", to: "USD", rate: 1.08, name: "Oficina" }];
const timeline = cancellationTimeline({ items, today: TODAY, currency: "USD", conversions });

describe("BudgetCancellationTimeline", () => {
  it("marks each step's date and total, an unknown policy as unknown, never free, and the conversion used", async () => {
    const { container } = renderView(<BudgetCancellationTimeline timeline={timeline} items={items} />);
    const steps = screen.getAllByTestId("timeline-step");
    expect(steps.map((step) => step.textContent)).toEqual([
      "HoyUSD 54,00 o más",
      "Desde el viernes 5 de marzoUSD 154,00 o más",
      "Desde el martes 9 de marzoUSD 854,00 o más",
    ]);
    expect(steps.map((step) => step.querySelector("time")?.getAttribute("datetime"))).toEqual([
      "2027-03-01",
      "2027-03-05",
      "2027-03-09",
    ]);
    const breakdown = screen.getByRole("table", { name: "Si cancelás el 01/03/2027" });
    expect(within(breakdown).getByRole("row", { name: /Casa del lago/ }).textContent).toContain(
      "Política de cancelación desconocida",
    );
    expect(within(breakdown).getByRole("row", { name: /Llao Llao/ }).textContent).toContain(
      "Cancelación gratuita hasta el jueves 4 de marzo",
    );
    expect(within(breakdown).getByRole("row", { name: /Buenos Aires/ }).textContent).toContain("USD 54,00");
    expect(breakdown.querySelector("tfoot")?.textContent).toBe("TotalUSD 54,00 o más1 servicio con costo desconocido");
    expect(screen.getByText("Conversión usada: 1 EUR = 1,08 USD (Oficina)")).toBeTruthy();
    await expectNoAxeViolations(container);
  });

  it("shows a step's breakdown when the keyboard reaches it, and on hover", () => {
    renderView(<BudgetCancellationTimeline timeline={timeline} items={items} />, "en");
    // Each step is a button in the tab order: focusing it is what the keyboard's Tab does.
    const second = screen.getAllByRole("button")[1];
    if (second === undefined) throw new Error("no second step");
    expect(second.tabIndex).toBe(0);
    act(() => second.focus());
    expect(document.activeElement).toBe(second);
    expect(second?.getAttribute("aria-pressed")).toBe("true");
    const table = screen.getByRole("table", { name: "If you cancel on 05/03/2027" });
    expect(within(table).getByRole("row", { name: /Llao Llao/ }).textContent).toContain("USD 100.00");
    const third = screen.getAllByTestId("timeline-step")[2];
    if (third === undefined) throw new Error("no third step");
    fireEvent.mouseEnter(third);
    expect(screen.getByRole("table", { name: "If you cancel on 09/03/2027" })).toBeTruthy();
  });

  it("says what to do when the budget holds nothing", () => {
    const empty = cancellationTimeline({ items: [], today: TODAY, currency: "USD", conversions: [] });
    renderView(<BudgetCancellationTimeline timeline={empty} items={[]} />, "pt");
    expect(screen.getByText("Adicione serviços para ver quanto custaria cancelá-los.")).toBeTruthy();
    expect(screen.queryByTestId("timeline-step")).toBeNull();
  });

  it("names the day an activity's free cancellation ends (after the timeline's end too) and a circuit's deposit", () => {
    const activity = freeUntilHoursBefore({
      serviceDate: "2027-03-10" as CalendarDate,
      serviceTime: "10:30",
      hours: 24,
      total: money(9_000, "USD"),
      bookedOn: TODAY,
    });
    const circuit = cancellationScaleTerms({
      serviceDate: "2027-05-03" as CalendarDate,
      total: money(300_000, "USD"),
      bookedOn: TODAY,
      scale: CIRCUIT_CANCELLATION_SCALE,
    });
    // A later excursion's free window ends after the timeline's last day (the first service's): still named.
    const later = freeUntilHoursBefore({
      serviceDate: "2027-04-01" as CalendarDate,
      serviceTime: "10:30",
      hours: 24,
      total: money(5_000, "USD"),
      bookedOn: TODAY,
    });
    const trip: BudgetItem[] = [
      { id: "1", product: "activity", title: "Visita guiada por Buenos Aires", cancellation: activity.cancellation },
      { id: "2", product: "circuit", title: "Joyas de España", cancellation: circuit.cancellation },
      { id: "3", product: "activity", title: "Paseo en barco por Tigre", cancellation: later.cancellation },
    ];
    const merged = cancellationTimeline({ items: trip, today: TODAY, currency: "USD", conversions: [] });
    renderView(<BudgetCancellationTimeline timeline={merged} items={trip} />);
    expect(screen.getAllByTestId("timeline-step").map((step) => step.textContent)).toEqual([
      "HoyUSD 300,00",
      "Desde el martes 9 de marzoUSD 390,00",
    ]);
    const breakdown = screen.getByRole("table", { name: "Si cancelás el 01/03/2027" });
    expect(within(breakdown).getByRole("row", { name: /Visita guiada/ }).textContent).toContain(
      "Cancelación gratuita hasta el lunes 8 de marzo",
    );
    expect(within(breakdown).getByRole("row", { name: /Joyas de España/ }).textContent).toContain("USD 300,00");
    expect(within(breakdown).getByRole("row", { name: /Paseo en barco/ }).textContent).toContain(
      "Cancelación gratuita hasta el martes 30 de marzo",
    );
    expect(screen.queryByText("Política de cancelación desconocida")).toBeNull();
  });
});
