import { BudgetAddProductReply, BudgetAddProductRequest } from "../budget.js";
import { post } from "../internal/endpointBuilders.js";

// Spec 000 §7 — budgets.
/** `POST api/budget/addProduct` (also the hotel "budget add" of spec 001 §7). */
export const budgetAddProductEndpoint = post(
  () => "/api/budget/addProduct",
  BudgetAddProductRequest,
  BudgetAddProductReply,
);
