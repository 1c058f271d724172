import { useParams } from "react-router-dom";
import { QuoteDetailConnected } from "../QuoteDetail/QuoteDetailConnected";

/** /mybudgets/{id}: the budget with its items (spec 000 §2). */
export const BudgetDetailPageConnected = () => {
  const { id = "" } = useParams();
  return <QuoteDetailConnected kind="budget" id={id} />;
};
