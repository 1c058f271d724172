import type { Budget } from "../api/budget.js";

/**
 * The budget's customer as the portal names them (the budget's card, its link for the customer, the message that
 * sends it): first name, then last name, with no space left over when one is empty.
 *
 * @example budgetCustomerName({ firstName: "Ana", lastName: "López" }) // "Ana López"
 * @example budgetCustomerName({ firstName: "Ana", lastName: "" }) // "Ana"
 */
export const budgetCustomerName = (budget: Pick<Budget, "firstName" | "lastName">): string =>
  `${budget.firstName} ${budget.lastName}`.trim();
