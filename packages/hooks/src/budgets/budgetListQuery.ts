import { budgetFilterEndpoint, budgetListEndpoint, budgetSearchEndpoint } from "@travesia/core";
import { fetchEndpoint } from "../query/fetchEndpoint.js";
import type { ApiTransport } from "../transport/transport.js";
import { budgetKeys } from "./budgetQueries.js";
import type { BudgetListPage, BudgetQuery } from "./budgetTypes.js";

/**
 * How long a budget list reply is used as it is by every view that asks for it: the list page, the budget widget and
 * the header's deadlines (one `GET /api/budget/list` where they were three). A budget created, deleted or filled
 * reloads every list at once (`invalidateBudgets`), and the page's reload button always asks again.
 */
const BUDGET_LIST_FRESH_MS = 30_000;

const fetchPage = async (api: ApiTransport, query: BudgetQuery, signal: AbortSignal): Promise<BudgetListPage> => {
  const reply =
    query._tag === "all"
      ? await fetchEndpoint(api, budgetListEndpoint, [], { signal })
      : query._tag === "search"
        ? await fetchEndpoint(api, budgetSearchEndpoint, [], { body: { text: query.text, page: query.page }, signal })
        : await fetchEndpoint(api, budgetFilterEndpoint, [], { body: query.filter, signal });
  const { budgets } = reply;
  return {
    budgets,
    count: reply.budgets_count ?? budgets.length,
    page: reply.page ?? null,
    pages: reply.pages ?? null,
  };
};

/** The query of one list, search or filter of a user's budgets: its key (under `budgetKeys.lists`), call and freshness. */
export const budgetListQuery = (api: ApiTransport, userId: string | null, query: BudgetQuery) => ({
  queryKey: [...budgetKeys.lists, userId, query] as const,
  queryFn: ({ signal }: { readonly signal: AbortSignal }) => fetchPage(api, query, signal),
  staleTime: BUDGET_LIST_FRESH_MS,
});

/** The whole list (`GET /api/budget/list`), which the list page shows first and the deadlines read. */
export const ALL_BUDGETS: BudgetQuery = { _tag: "all" };
