import { TOAST_DURATIONS_MS, useBudgetWidget, useToasts } from "@travesia/hooks";
import { useBudgetNotice } from "../useBudgetNotice";
import { BudgetWidget } from "./BudgetWidget";
import type { BudgetWidgetLazyProps } from "./BudgetWidgetPlaceholder";

/** The budget widget wired to the budget hooks; its notices go to the portal's toasts. */
export const BudgetWidgetConnected = ({ count }: BudgetWidgetLazyProps) => {
  const widget = useBudgetWidget();
  const toasts = useToasts();
  const notice = useBudgetNotice();
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
      onActivate={async (budget) => notice("activate", await widget.actions.activate(budget.quotationId), budget)}
      onDelete={async (budget) => notice("delete", await widget.actions.remove(budget.quotationId), budget)}
      onCreate={async (values) => {
        const outcome = await widget.actions.create(values);
        if (outcome._tag === "Invalid") return outcome.issues;
        if (outcome._tag === "Created")
          toasts.actions.push({
            level: "success",
            key: "budget.createdNotice",
            params: { title: outcome.budget.title },
            durationMs: TOAST_DURATIONS_MS.warning,
          });
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
