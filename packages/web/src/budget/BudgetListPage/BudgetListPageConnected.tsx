import { paginationView } from "@travesia/core";
import { useActiveBudget, useBudgetList, useBudgetMutations, useUser } from "@travesia/hooks";
import { useBudgetNotice } from "../useBudgetNotice";
import { BudgetListPage } from "./BudgetListPage";

/** /mybudgets wired to the budget hooks; notices go to the toasts. */
export const BudgetListPageConnected = () => {
  const user = useUser();
  const list = useBudgetList();
  const active = useActiveBudget();
  const mutations = useBudgetMutations();
  const notice = useBudgetNotice();
  const { query } = list.data;
  return (
    <BudgetListPage
      // Until the user call answers, the page shows its loading state rather than the login prompt.
      signedIn={user.status !== "anonymous"}
      status={user.status === "loading" || user.status === "unknown" ? "loading" : list.status}
      errorKey={list.error?.key ?? null}
      budgets={list.data.budgets}
      count={list.data.count}
      pagination={paginationView(list.data.page ?? 1, list.data.pages ?? 0)}
      activeId={active.data.id}
      searchIssue={list.data.searchIssue}
      busy={mutations.status !== "idle"}
      onSearch={list.actions.search}
      onFilter={list.actions.filter}
      onPage={(page) => {
        if (query._tag === "search") list.actions.search(query.text, page);
        else if (query._tag === "filter") list.actions.filter({ ...query.filter, page });
      }}
      onActivate={async (budget) => notice("activate", await active.actions.activate(budget.quotationId), budget)}
      onDelete={async (budget) => notice("delete", await mutations.actions.remove(budget.quotationId), budget)}
      // The list is the user's: when the user call failed, retrying asks for the user too, not only the list.
      onRetry={() => {
        if (user.status === "error") void user.actions.reload();
        list.actions.reload();
      }}
    />
  );
};
