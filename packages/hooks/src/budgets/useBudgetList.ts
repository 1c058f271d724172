import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { type BudgetFilterRequest, type ValidationIssue, validateSearchTerm } from "@travesia/core";
import { useCallback, useState } from "react";
import { hookMessageKeys } from "../common/hookMessageKeys.js";
import { usePortalStore } from "../provider/PortalProvider.js";
import { usePortalQuery } from "../query/portalQueryClient.js";
import { ALL_BUDGETS, budgetListQuery } from "./budgetListQuery.js";
import type { BudgetListPage, BudgetListResult, BudgetQuery } from "./budgetTypes.js";

export type { BudgetListPage, BudgetListResult, BudgetQuery } from "./budgetTypes.js";

const emptyPage: BudgetListPage = { budgets: [], count: 0, page: null, pages: null };
const listError = { key: hookMessageKeys.budgetListError };

/**
 * The budget list of /mybudgets and the widget: list, search, filter. The query is part of the query key, so a
 * newer query aborts the older and a late reply never overwrites newer results. Failure: spec 000 §8 'No se
 * pudieron recuperar los presupuestos' titled 'Lo sentimos!' (key `budget.listError`; the title is
 * `budget.listErrorTitle`), also when the user call failed and nobody is known to list for: a failed load is an
 * error, never an empty list. Reloads whenever a budget is created, deleted or filled; a view mounted while the list
 * is fresh (`BUDGET_LIST_FRESH_MS`) shares its reply instead of asking again.
 *
 * @example
 * const list = useBudgetList();
 * <input onChange={(e) => list.actions.search(e.target.value)} />
 */
export const useBudgetList = (): BudgetListResult => {
  const { world, client } = usePortalQuery();
  const userId = usePortalStore("user", (state) => state.user?.id ?? null);
  const userStatus = usePortalStore("user", (state) => state.status);
  const [query, setQuery] = useState<BudgetQuery>(ALL_BUDGETS);
  const [searchIssue, setSearchIssue] = useState<ValidationIssue | null>(null);
  const list = useQuery(
    { ...budgetListQuery(world.api, userId, query), enabled: userId !== null, placeholderData: keepPreviousData },
    client,
  );

  const search = useCallback((text: string, page = 1) => {
    const issue = validateSearchTerm(text, "budgetSearch")[0] ?? null;
    setSearchIssue(issue);
    if (issue !== null) return;
    setQuery(text.trim() === "" ? ALL_BUDGETS : { _tag: "search", text: text.trim(), page });
  }, []);
  const filter = useCallback((next: BudgetFilterRequest) => setQuery({ _tag: "filter", filter: next }), []);
  const { refetch } = list;
  const reload = useCallback(() => void refetch(), [refetch]);
  const actions = { reload, search, filter };

  // Nobody signed in: nothing to list (the server would answer 401).
  if (userStatus === "anonymous")
    return { status: "ready", data: { ...emptyPage, query, searchIssue }, error: null, actions };
  if (userId === null)
    return userStatus === "error"
      ? { status: "error", data: { ...emptyPage, query, searchIssue }, error: listError, actions }
      : { status: "loading", data: { ...emptyPage, query, searchIssue }, error: null, actions };
  const status = list.isFetching ? "loading" : list.isError ? "error" : "ready";
  return {
    status,
    data: { ...(list.data ?? emptyPage), query, searchIssue },
    error: status === "error" ? listError : null,
    actions,
  };
};
