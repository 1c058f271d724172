import { prefetchBudgetPage } from "@travesia/hooks";
import { useParams } from "react-router-dom";
import { BudgetDetailConnected } from "../BudgetDetail/BudgetDetailConnected";

/** /mybudgets/{id}: the budget with its items (spec 000 §2). */
export const BudgetDetailPageConnected = () => {
  const { id = "" } = useParams();
  return <BudgetDetailConnected kind="budget" id={id} />;
};

/** The page's budget, asked before its first render (app/pageModules.ts): with its reply at hand it draws it at once. */
export const prefetchBudgetDetailPage = prefetchBudgetPage;
