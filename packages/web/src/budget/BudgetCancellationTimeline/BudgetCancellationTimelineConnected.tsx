import type { Budget } from "@travesia/core";
import { useBudgetCancellationTimeline } from "@travesia/hooks";
import { BudgetCancellationTimeline } from "./BudgetCancellationTimeline";

/** The budget's cancellation timeline, from today (the portal's clock) in the agent's time zone. */
export const BudgetCancellationTimelineConnected = ({ budget }: { readonly budget: Budget }) => {
  const timeline = useBudgetCancellationTimeline(budget);
  return timeline === null ? null : <BudgetCancellationTimeline timeline={timeline} items={budget.items ?? []} />;
};
