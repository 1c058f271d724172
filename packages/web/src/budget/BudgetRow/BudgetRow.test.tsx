import { fireEvent, screen, within } from "@testing-library/react";
import { paginationView } from "@travesia/core";
import { describe, expect, it, vi } from "vitest";
import { renderView } from "../../test/renderView";
import { BudgetListPage } from "../BudgetListPage/BudgetListPage";
import { BudgetRow, type BudgetRowProps } from "./BudgetRow";

const budget = {
  quotationId: "7",
  title: "Caribe",
  firstName: "Ana",
  lastName: "López",
  timeFromNow: "hace 3 horas",
  comments: "Luna de miel",
};

const row = (overrides: Partial<BudgetRowProps>): BudgetRowProps => ({
  budget,
  active: false,
  timeSince: "hace 3 horas",
  busy: false,
  variant: "card",
  onActivate: () => undefined,
  onDelete: () => undefined,
  ...overrides,
});

/** The accessible names the actions give themselves (the card's title link has none of its own). */
const names = (item: HTMLElement) =>
  [...within(item).getAllByRole("button"), ...within(item).getAllByRole("link")]
    .map((node) => node.getAttribute("aria-label"))
    .filter((name) => name !== null);

describe("BudgetRow", () => {
  it("offers the same named actions in the list page's card and in the widget's compact row", () => {
    renderView(
      <ul>
        <BudgetRow {...row({ variant: "card" })} />
        <BudgetRow {...row({ variant: "compact" })} />
      </ul>,
    );
    const card = screen.getByTestId("budget-row");
    const compact = screen.getByTestId("budget-other");
    expect(names(compact).sort()).toEqual(names(card).sort());
    expect(names(card)).toContain("activar presupuesto Caribe");
    expect(card.textContent).toContain("Luna de miel");
    expect(compact.textContent).not.toContain("Luna de miel");
    expect(compact.textContent).toContain("Ana López · hace 3 horas");
  });

  it("hides 'activar' on the active budget and passes the budget to each verb", () => {
    const onDelete = vi.fn();
    renderView(
      <ul>
        <BudgetRow {...row({ variant: "compact", active: true, timeSince: null, onDelete })} />
      </ul>,
    );
    const active = screen.getByTestId("budget-active");
    expect(within(active).queryByRole("button", { name: "activar presupuesto Caribe" })).toBeNull();
    fireEvent.click(within(active).getByRole("button", { name: "Eliminar presupuesto Caribe" }));
    expect(onDelete).toHaveBeenCalledWith(budget);
  });

  it("is the row the list page draws", () => {
    const { container } = renderView(
      <BudgetListPage
        signedIn
        status="ready"
        errorKey={null}
        budgets={[budget]}
        count={1}
        pagination={paginationView(1, 0)}
        activeId="7"
        searchIssue={null}
        busy={false}
        onSearch={() => undefined}
        onFilter={() => undefined}
        onPage={() => undefined}
        onActivate={() => undefined}
        onDelete={() => undefined}
        onRetry={() => undefined}
      />,
    );
    const card = screen.getByTestId("budget-row");
    expect(card.getAttribute("data-variant")).toBe("card");
    expect(container.querySelectorAll("[data-variant]")).toHaveLength(1);
  });
});
