import { BUDGET_LIST_PATH, type Budget } from "@travesia/core";
import {
  TOAST_DURATIONS_MS,
  useActiveBudget,
  useBudgetDetail,
  useBudgetMutations,
  usePortalStore,
  useToasts,
} from "@travesia/hooks";
import { useNavigate } from "react-router-dom";
import { ActivityPdfButtonConnected } from "../../voucher/ActivityPdfButton/ActivityPdfButtonConnected";
import { BudgetDetail } from "./BudgetDetail";

/** A budget or a trip page wired to the hooks: loads it, activates it, deletes it (then back to the list). */
export const BudgetDetailConnected = ({ kind, id }: { readonly kind: "budget" | "trip"; readonly id: string }) => {
  const detail = useBudgetDetail(kind, id);
  const active = useActiveBudget();
  const mutations = useBudgetMutations();
  const toasts = useToasts();
  const navigate = useNavigate();
  // Activating needs the signed-in user (the stored key is `userId-id`): the buttons wait for the user call.
  const userReady = usePortalStore("user", (state) => state.status === "signedIn");
  const notice = (
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
  return (
    <BudgetDetail
      kind={kind}
      status={detail.status}
      errorKey={detail.error?.key ?? null}
      budget={detail.data.budget}
      isActive={active.data.id === id}
      busy={!userReady || mutations.status !== "idle"}
      onActivate={async (budget) =>
        notice(
          await active.actions.activate(budget.quotationId),
          "budget.activatedNotice",
          "budget.activateError",
          budget,
        )
      }
      onDelete={async (budget) => {
        const ok = await mutations.actions.remove(budget.quotationId);
        notice(ok, "budget.deletedNotice", "budget.deleteError", budget);
        if (ok) navigate(BUDGET_LIST_PATH);
      }}
      onRetry={detail.actions.reload}
      itemActions={(item) => <ActivityPdfButtonConnected item={item} />}
    />
  );
};
