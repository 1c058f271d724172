import { useParams } from "react-router-dom";
import { QuoteDetailConnected } from "./QuoteDetailConnected";

/** /mybudgets/{id}: the budget with its items (spec 000 §2). */
const BudgetDetailPage = () => {
  const { id = "" } = useParams();
  return <QuoteDetailConnected kind="budget" id={id} />;
};

export default BudgetDetailPage;
