import { useParams } from "react-router-dom";
import { BudgetDetailConnected } from "../BudgetDetail/BudgetDetailConnected";

/** /mybudgets/{id}: the budget with its items (spec 000 §2). */
export const BudgetDetailPageConnected = () => {
  const { id = "" } = useParams();
  return <BudgetDetailConnected kind="budget" id={id} />;
};
