import { act, renderHook, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { useUser } from "../session/useUser.js";
import { agentWorld, newBudget } from "../test/budgetWorld.js";
import { useBudgetDeadlines } from "./useBudgetDeadlines.js";
import { useBudgetList } from "./useBudgetList.js";
import { useBudgetWidget } from "./useBudgetWidget.js";

const LIST_CALL = "GET /api/budget/list";

/** The budget list page with the header's deadlines; the widget is drawn later, as a lazy piece of the header. */
const useBudgetPage = () => ({ user: useUser(), list: useBudgetList(), deadlines: useBudgetDeadlines("UTC") });

describe("the budget list's reply, shared", () => {
  it("the list page, the header's deadlines and a widget opened later ask for the list once; a change asks again", async () => {
    const { h } = await agentWorld();
    const page = renderHook(() => useBudgetPage(), { wrapper: h.wrapper });
    await waitFor(() => expect(page.result.current.list.status).toBe("ready"));
    await waitFor(() => expect(page.result.current.deadlines.status).toBe("ready"));
    expect(h.calls.filter((call) => call === LIST_CALL)).toHaveLength(1);

    const widget = renderHook(() => useBudgetWidget(), { wrapper: h.wrapper });
    await waitFor(() => expect(widget.result.current.status).toBe("ready"));
    expect(h.calls.filter((call) => call === LIST_CALL)).toHaveLength(1);

    // A new budget reloads every list, once: the page, the widget and the deadlines read the same reply.
    await act(() => widget.result.current.actions.create(newBudget("Caribe")));
    await waitFor(() => expect(page.result.current.list.data.count).toBe(1));
    await waitFor(() => expect(widget.result.current.data.count).toBe(1));
    expect(h.calls.filter((call) => call === LIST_CALL)).toHaveLength(2);

    // The page's reload button asks again, fresh or not.
    await act(async () => page.result.current.list.actions.reload());
    await waitFor(() => expect(h.calls.filter((call) => call === LIST_CALL)).toHaveLength(3));
  });
});
