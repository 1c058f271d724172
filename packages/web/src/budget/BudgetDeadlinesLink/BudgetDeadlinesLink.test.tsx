import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderView } from "../../test/renderView";
import { BudgetDeadlinesLink } from "./BudgetDeadlinesLink";

describe("BudgetDeadlinesLink", () => {
  it("links to the deadlines page and names its counter", () => {
    const { rerender } = renderView(<BudgetDeadlinesLink count={2} />);
    const link = screen.getByRole("link", { name: "Vencimientos: 2 vencimientos próximos" });
    expect(link.getAttribute("href")).toBe("/mydeadlines");
    rerender(<BudgetDeadlinesLink count={null} />);
    // No count yet: the link is named alone, and keeps the count's place (hidden, and unread) for when it comes.
    const loading = screen.getByRole("link", { name: "Vencimientos" });
    expect(loading.querySelectorAll('[aria-hidden="true"]')).toHaveLength(2);
    expect(loading.querySelector("[aria-hidden=true]:last-child")?.textContent).toBe("0");
  });
});
