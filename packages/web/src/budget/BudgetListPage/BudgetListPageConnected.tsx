import { type Budget, paginationView } from "@travesia/core";
import {
  TOAST_DURATIONS_MS,
  useActiveBudget,
  useBudgetList,
  useBudgetMutations,
  useToasts,
  useUser,
} from "@travesia/hooks";
import { BudgetListPage } from "./BudgetListPage";

/** /mybudgets wired to the budget hooks; notices go to the toasts. */
export const BudgetListPageConnected = () => {
  const user = useUser();
  const list = useBudgetList();
  const active = useActiveBudget();
  const mutations = useBudgetMutations();
  const toasts = useToasts();
  const notify = (
    ok: boolean,
    done: "budget.activatedNotice" | "budget.deletedNotice",
    failed: "budget.activateError" | "budget.deleteError",
    budget: Budget,
  ) =>
    toasts.actions.push({
      level: ok ? "success" : "warning",
      key: ok ? done : failed,
      params: { title: budget.title },
      durationMs: TOAST_DURATIONS_MS.warning,
    });
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
      onActivate={async (budget) =>
        notify(
          await active.actions.activate(budget.quotationId),
          "budget.activatedNotice",
          "budget.activateError",
          budget,
        )
      }
      onDelete={async (budget) =>
        notify(await mutations.actions.remove(budget.quotationId), "budget.deletedNotice", "budget.deleteError", budget)
      }
      // The list is the user's: when the user call failed, retrying asks for the user too, not only the list.
      onRetry={() => {
        if (user.status === "error") void user.actions.reload();
        list.actions.reload();
      }}
    />
  );
};
