import { useBudgetDeadlines } from "@travesia/hooks";
import { DeadlineDigestFormConnected } from "../DeadlineDigestForm/DeadlineDigestFormConnected";
import { BudgetDeadlinesPage } from "./BudgetDeadlinesPage";

/** The deadlines page wired to the budget hooks: the signed-in agent's deadlines of the next days. */
export const BudgetDeadlinesPageConnected = () => {
  const deadlines = useBudgetDeadlines();
  return (
    <BudgetDeadlinesPage
      status={deadlines.status}
      deadlines={deadlines.data.deadlines}
      timeZone={deadlines.data.timeZone}
      windowDays={deadlines.data.windowDays}
      onRetry={deadlines.actions.reload}
      digest={<DeadlineDigestFormConnected />}
    />
  );
};
