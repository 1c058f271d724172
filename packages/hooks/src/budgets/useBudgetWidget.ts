import { type Budget, budgetWidgetOthers } from "@travesia/core";
import type { HookResult } from "../common/hookResult.js";
import { useActiveBudget } from "./useActiveBudget.js";
import { type BudgetListResult, useBudgetList } from "./useBudgetList.js";
import { type BudgetMutationsResult, useBudgetMutations } from "./useBudgetMutations.js";

/** A budget as the widget lists it, with its time since (spec 000 §3 `timeFromNow`, the server's text). */
export interface BudgetWidgetEntry {
  readonly budget: Budget;
  readonly timeSince: string | null;
}

/** What {@link useBudgetWidget} returns: the list's status and error, the widget's data, and every widget verb. */
export type BudgetWidgetResult = HookResult<
  BudgetListResult["status"],
  {
    /** Spec 000 §2: "the active budget (title, firstName, lastName, with 'ver detalle' and delete)". */
    readonly active: BudgetWidgetEntry | null;
    /** Spec 000 §2: "the five most recent other budgets" (core's `budgetWidgetOthers`). */
    readonly others: readonly BudgetWidgetEntry[];
    /** The header counter: how many budgets the list holds. */
    readonly count: number;
    readonly searchIssue: BudgetListResult["data"]["searchIssue"];
    readonly mutating: BudgetMutationsResult["status"];
  },
  BudgetListResult["actions"] &
    BudgetMutationsResult["actions"] & { readonly activate: (id: string) => Promise<boolean> }
>;

/**
 * The floating budget widget's data (spec 000 §2, spec 002 §2): active budget, five most recent others with time
 * since, the search box (3+ characters), 'Nuevo presupuesto', 'activar' and delete.
 *
 * @example
 * const widget = useBudgetWidget();
 * widget.data.others.map(({ budget, timeSince }) => <Row key={budget.quotationId} … />);
 */
export const useBudgetWidget = (): BudgetWidgetResult => {
  const list = useBudgetList();
  const active = useActiveBudget();
  const mutations = useBudgetMutations();
  const entry = (budget: Budget): BudgetWidgetEntry => ({ budget, timeSince: budget.timeFromNow ?? null });
  const activeBudget = list.data.budgets.find((budget) => budget.quotationId === active.data.id);
  return {
    status: list.status,
    data: {
      active: activeBudget === undefined ? null : entry(activeBudget),
      others: budgetWidgetOthers(list.data.budgets, active.data.id).map(entry),
      count: list.data.count,
      searchIssue: list.data.searchIssue,
      mutating: mutations.status,
    },
    error: list.error ?? mutations.error ?? active.error,
    actions: { ...list.actions, ...mutations.actions, activate: active.actions.activate },
  };
};
