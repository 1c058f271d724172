import { useQuery } from "@tanstack/react-query";
import { BUDGET_DEADLINE_WINDOW_DAYS, type BudgetDeadline, budgetDeadlines } from "@travesia/core";
import { useCallback, useMemo } from "react";
import { hookMessageKeys } from "../common/hookMessageKeys.js";
import type { HookResult } from "../common/hookResult.js";
import { usePortalStore } from "../provider/PortalProvider.js";
import { usePortalQuery } from "../query/portalQueryClient.js";
import { agentTimeZone } from "./agentTimeZone.js";
import { ALL_BUDGETS, budgetListQuery } from "./budgetListQuery.js";
import { budgetKeys } from "./budgetQueries.js";

/** What {@link useBudgetDeadlines} returns. `off`: nobody is signed in, so there is nothing to watch. */
export type BudgetDeadlinesResult = HookResult<
  "off" | "loading" | "ready" | "error",
  { readonly deadlines: readonly BudgetDeadline[]; readonly timeZone: string; readonly windowDays: number },
  { readonly reload: () => void }
>;

/**
 * Every deadline of the signed-in agent's budgets within the next days (core's `budgetDeadlines` over
 * `GET api/budget/list`), soonest first, read in the agent's time zone at the provider's clock. Reloads with every
 * budget change (its query sits under the budget lists' key) and when the window regains focus.
 *
 * @example const { data } = useBudgetDeadlines(); data.deadlines.length // the header's counter
 */
export const useBudgetDeadlines = (timeZone: string = agentTimeZone()): BudgetDeadlinesResult => {
  const { world, client } = usePortalQuery();
  const userId = usePortalStore("user", (state) => state.user?.id ?? null);
  const query = useQuery(
    {
      queryKey: [...budgetKeys.lists, userId, "deadlines"],
      // "Now" is the reply's arrival: a deadline that passes while the page stays open leaves at the next reload.
      // The whole list's own query: the list page's and the widget's reply when fresh or in flight, not a call of its own.
      queryFn: async () => {
        const { budgets } = await client.fetchQuery(budgetListQuery(world.api, userId, ALL_BUDGETS));
        return { budgets, nowMs: world.clock.now() };
      },
      enabled: userId !== null,
    },
    client,
  );
  const { refetch, data } = query;
  const reload = useCallback(() => void refetch(), [refetch]);
  const deadlines = useMemo(
    () => (data === undefined ? [] : budgetDeadlines({ budgets: data.budgets, nowMs: data.nowMs, timeZone })),
    [data, timeZone],
  );
  const status = userId === null ? "off" : query.isPending ? "loading" : query.isError ? "error" : "ready";
  return {
    status,
    data: { deadlines, timeZone, windowDays: BUDGET_DEADLINE_WINDOW_DAYS },
    error: status === "error" ? { key: hookMessageKeys.budgetDeadlinesError } : null,
    actions: { reload },
  };
};
