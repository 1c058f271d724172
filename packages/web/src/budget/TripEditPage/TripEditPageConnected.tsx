import { useParams } from "react-router-dom";
import { BudgetDetailConnected } from "../BudgetDetail/BudgetDetailConnected";

/** /v3/trip/edit/{budgetId}: the trip with its items, where an add lands when pricer or budgeting is on (spec 000 §2). */
export const TripEditPageConnected = () => {
  const { budgetId = "" } = useParams();
  return <BudgetDetailConnected kind="trip" id={budgetId} />;
};
