import { useBudgetCustomerView } from "@travesia/hooks";
import { useParams } from "react-router-dom";
import { BudgetCustomerView } from "./BudgetCustomerView";

/** /presupuesto/{token}: the customer's read-only view of a budget, opened from the agent's link with no login. */
export const BudgetCustomerViewPageConnected = () => {
  const { token = "" } = useParams();
  const { status, view } = useBudgetCustomerView(token);
  return <BudgetCustomerView status={status} view={view} onPrint={() => window.print()} />;
};
