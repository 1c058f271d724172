import * as Result from "effect/Result";
import { budgetCustomerName } from "../budget/budgetCustomerName.js";
import { BudgetGetReply } from "./budget.js";
import { decodeWith } from "./decode.js";
import { answeredReply } from "./internal/answeredReply.js";
import type { PageFirstReply, PageStandInReplyValues } from "./pageFirstReplies.js";

const decodeBudget = decodeWith(BudgetGetReply);

/**
 * Which of its forms a budget's stand-in shows: the page loading (`"loading"`: no budget to show), or the budget
 * without services (`"none"`: with the parts the page draws under them at once: the empty list's note, the prices, the
 * cancellation timeline) or with some (`"some"`: those parts follow the services, which only the page draws).
 */
type BudgetStandInItems = "loading" | "none" | "some";

const LOADING: PageStandInReplyValues = {
  title: "",
  budgetCustomer: "",
  budgetComments: "",
  budgetTime: "",
  budgetItems: "loading" satisfies BudgetStandInItems,
};

/**
 * A budget's page (`/mybudgets/{id}`) as its first render with its first reply (`budgetPath`'s, core's
 * `budgetGetEndpoint`) draws it: its title as the heading, and its card's customer (core's `budgetCustomerName`),
 * comments and age (the reply's own words; empty where the page draws none); and whether it holds services
 * ({@link BudgetStandInItems}). The page loading (its form without a budget, values empty) when the reply is not at
 * hand, failed (another user's budget answers 403), does not decode, or holds no budget: the page then draws its
 * failure, once its script runs.
 *
 * @example budgetDetailStandInValues("/api/budget/get/981", replies)
 * // { title: "Luna de miel", budgetCustomer: "Ana López", budgetComments: "", budgetTime: "hace 2 días", budgetItems: "none" }
 */
export const budgetDetailStandInValues = (
  budgetPath: string,
  replies: readonly PageFirstReply[],
): PageStandInReplyValues => {
  const reply = decodeBudget(answeredReply(replies, budgetPath));
  if (Result.isFailure(reply) || reply.success.budget === undefined) return LOADING;
  const { budget } = reply.success;
  const items: BudgetStandInItems = (budget.items ?? []).length === 0 ? "none" : "some";
  return {
    title: budget.title,
    budgetCustomer: budgetCustomerName(budget),
    budgetComments: budget.comments ?? "",
    budgetTime: budget.timeFromNow ?? "",
    budgetItems: items,
  };
};
