import { BUDGET_LIST_PATH } from "@travesia/core";
import { useActiveBudget, useBudgetDetail, useBudgetMutations, usePortalStore } from "@travesia/hooks";
import { useNavigate } from "react-router-dom";
import { BudgetItemPdfButtonConnected } from "../../voucher/ActivityPdfButton/BudgetItemPdfButtonConnected";
import { BudgetCancellationTimelineConnected } from "../BudgetCancellationTimeline/BudgetCancellationTimelineConnected";
import { BudgetRepriceConnected } from "../BudgetReprice/BudgetRepriceConnected";
import { BudgetShareConnected } from "../BudgetShare/BudgetShareConnected";
import { useBudgetNotice } from "../useBudgetNotice";
import { BudgetDetail } from "./BudgetDetail";

/** A budget or a trip page wired to the hooks: loads it, activates it, deletes it (then back to the list). */
export const BudgetDetailConnected = ({ kind, id }: { readonly kind: "budget" | "trip"; readonly id: string }) => {
  const detail = useBudgetDetail(kind, id);
  const active = useActiveBudget();
  const mutations = useBudgetMutations();
  const notice = useBudgetNotice();
  const navigate = useNavigate();
  // Activating needs the signed-in user (the stored key is `userId-id`): the buttons wait for the user call.
  const userReady = usePortalStore("user", (state) => state.status === "signedIn");
  return (
    <BudgetDetail
      kind={kind}
      status={detail.status}
      errorKey={detail.error?.key ?? null}
      budget={detail.data.budget}
      isActive={active.data.id === id}
      busy={!userReady || mutations.status !== "idle"}
      onActivate={async (budget) => notice("activate", await active.actions.activate(budget.quotationId), budget)}
      onDelete={async (budget) => {
        const ok = await mutations.actions.remove(budget.quotationId);
        notice("delete", ok, budget);
        if (ok) navigate(BUDGET_LIST_PATH);
      }}
      onRetry={detail.actions.reload}
      itemActions={(item) => <BudgetItemPdfButtonConnected item={item} />}
      below={(budget) => (
        <>
          <BudgetRepriceConnected budget={budget} />
          <BudgetCancellationTimelineConnected budget={budget} />
          <BudgetShareConnected budget={budget} />
        </>
      )}
    />
  );
};
