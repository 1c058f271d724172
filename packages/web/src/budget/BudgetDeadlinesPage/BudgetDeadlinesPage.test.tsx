import { fireEvent, screen, within } from "@testing-library/react";
import { type Budget, budgetDeadlines } from "@travesia/core";
import { describe, expect, it, vi } from "vitest";
import { expectNoAxeViolations } from "../../test/axe";
import { renderView } from "../../test/renderView";
import { BudgetDeadlinesPage } from "./BudgetDeadlinesPage";

const NOW = Date.UTC(2026, 11, 1, 12);
const ZONE = "America/Argentina/Buenos_Aires";

const budgets: Budget[] = [
  {
    quotationId: "7",
    title: "Bariloche",
    firstName: "Ana",
    lastName: "López",
    items: [
      {
        id: "2",
        product: "hotel",
        title: "Llao Llao",
        deadlines: [
          { kind: "freeCancellation", at: "2026-12-04T02:30:00Z" },
          { kind: "rateValidity", at: "2026-12-09T12:00:00Z" },
        ],
      },
      { id: "3", product: "house", deadlines: [{ kind: "optionExpiry", at: "2026-12-02T10:00:00-03:00" }] },
    ],
  },
];

const page = { status: "ready" as const, timeZone: ZONE, windowDays: 5, onRetry: () => undefined };

describe("BudgetDeadlinesPage", () => {
  it("lists the deadlines of the next days, soonest first, in the agent's zone, each linking to its item", async () => {
    const deadlines = budgetDeadlines({ budgets, nowMs: NOW, timeZone: ZONE });
    const { container } = renderView(<BudgetDeadlinesPage {...page} deadlines={deadlines} />);
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("Vencimientos próximos");
    expect(screen.getByText(/en los próximos 5 días en todos tus presupuestos/).textContent).toContain(ZONE);
    const rows = screen.getAllByTestId("deadline");
    expect(rows.map((row) => row.textContent)).toEqual([
      "Vence la opción02/12/2026 a las 10:00Bariloche: Casas",
      "Fin de la cancelación gratuita03/12/2026 a las 23:30Bariloche: Llao Llao",
    ]);
    expect(
      within(rows[1] as HTMLElement)
        .getByRole("link")
        .getAttribute("href"),
    ).toBe("/mybudgets/7#item-2");
    expect(rows[1]?.querySelector("time")?.getAttribute("datetime")).toBe("2026-12-04T02:30:00.000Z");
    await expectNoAxeViolations(container);
  });

  it("says when nothing falls due, and offers a retry after a failure", () => {
    const { rerender } = renderView(<BudgetDeadlinesPage {...page} deadlines={[]} />, "en");
    expect(screen.getByText("Nothing falls due in the next 5 days.")).toBeTruthy();
    const onRetry = vi.fn();
    rerender(<BudgetDeadlinesPage {...page} status="error" deadlines={[]} onRetry={onRetry} />);
    expect(screen.getByRole("alert").textContent).toContain("The deadlines could not be loaded.");
    fireEvent.click(screen.getByRole("button", { name: "Try again" }));
    expect(onRetry).toHaveBeenCalledOnce();
  });
});
