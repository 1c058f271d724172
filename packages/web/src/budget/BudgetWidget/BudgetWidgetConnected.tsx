import type { Budget } from "@travesia/core";
import { TOAST_DURATIONS_MS, useBudgetWidget, useToasts } from "@travesia/hooks";
import { BudgetWidget } from "./BudgetWidget";
import type { BudgetWidgetLazyProps } from "./BudgetWidgetPlaceholder";

/** The budget widget wired to the budget hooks; its notices go to the portal's toasts. */
export const BudgetWidgetConnected = ({ count }: BudgetWidgetLazyProps) => {
  const widget = useBudgetWidget();
  const toasts = useToasts();
  const notify = (
    level: "success" | "warning",
    key: Parameters<typeof toasts.actions.push>[0]["key"],
    budget: Budget,
  ) => toasts.actions.push({ level, key, params: { title: budget.title }, durationMs: TOAST_DURATIONS_MS.warning });
  return (
    <BudgetWidget
      count={count}
      status={widget.status}
      errorKey={widget.status === "error" ? (widget.error?.key ?? "budget.listError") : null}
      active={widget.data.active}
      others={widget.data.others}
      searchIssue={widget.data.searchIssue}
      busy={widget.data.mutating !== "idle"}
      onSearch={widget.actions.search}
      onActivate={async (budget) => {
        const ok = await widget.actions.activate(budget.quotationId);
        notify(ok ? "success" : "warning", ok ? "budget.activatedNotice" : "budget.activateError", budget);
      }}
      onDelete={async (budget) => {
        const ok = await widget.actions.remove(budget.quotationId);
        notify(ok ? "success" : "warning", ok ? "budget.deletedNotice" : "budget.deleteError", budget);
      }}
      onCreate={async (values) => {
        const outcome = await widget.actions.create(values);
        if (outcome._tag === "Invalid") return outcome.issues;
        if (outcome._tag === "Created") notify("success", "budget.createdNotice", outcome.budget);
        // Spec 000 §8 "Budget create 409: Server message shown as warning".
        else
          toasts.actions.push({
            level: "warning",
            key: outcome.error.key,
            ...(outcome.error.serverMessage === undefined ? {} : { serverMessage: outcome.error.serverMessage }),
            durationMs: TOAST_DURATIONS_MS.warning,
          });
        return outcome._tag === "Created" ? [] : null;
      }}
    />
  );
};
