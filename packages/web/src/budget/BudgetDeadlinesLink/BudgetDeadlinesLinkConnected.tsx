import { useBudgetDeadlines } from "@travesia/hooks";
import { BudgetDeadlinesLink } from "./BudgetDeadlinesLink";

/** The header's deadlines entry counting the signed-in agent's deadlines of the coming days. */
export const BudgetDeadlinesLinkConnected = () => {
  const deadlines = useBudgetDeadlines();
  return <BudgetDeadlinesLink count={deadlines.status === "ready" ? deadlines.data.deadlines.length : null} />;
};
