import { useMutation } from "@tanstack/react-query";
import {
  budgetCreateEndpoint,
  budgetDeleteEndpoint,
  type NewBudgetFormValues,
  validateNewBudgetForm,
} from "@travesia/core";
import { useCallback, useState } from "react";
import { hookMessageKeys } from "../common/hookMessageKeys.js";
import type { HookError } from "../common/hookResult.js";
import { httpBodyOf, httpStatusOf } from "../query/endpointError.js";
import { fetchEndpoint } from "../query/fetchEndpoint.js";
import { usePortalQuery } from "../query/portalQueryClient.js";
import { setActiveBudget } from "./activeBudget.js";
import { announceBudgetChange, serverMessageOf } from "./budgetQueries.js";
import type { BudgetCreateOutcome, BudgetMutationsResult } from "./budgetTypes.js";

export type { BudgetCreateOutcome, BudgetMutationsResult } from "./budgetTypes.js";

/**
 * Creating and deleting budgets. Spec 000 §8 "Budget create 409: Server message shown as warning": the refusal
 * carries the server's text as `serverMessage` (key `budget.createError` for any other failure). Decision: a new
 * budget becomes the active one, as the widget's 'Nuevo presupuesto' form is where an agent starts a quotation.
 *
 * @example
 * const outcome = await actions.create({ title: "Caribe", firstName: "Ana", lastName: "Pérez", comments: "" });
 * if (outcome._tag === "Invalid") showFieldErrors(outcome.issues);
 */
export const useBudgetMutations = (): BudgetMutationsResult => {
  const { world, client } = usePortalQuery();
  const createBudget = useMutation(
    {
      mutationFn: (budget: NewBudgetFormValues) =>
        fetchEndpoint(world.api, budgetCreateEndpoint, [], { body: { budget } }),
    },
    client,
  ).mutateAsync;
  const deleteBudget = useMutation(
    { mutationFn: (id: string) => fetchEndpoint(world.api, budgetDeleteEndpoint, [id]) },
    client,
  ).mutateAsync;
  const [status, setStatus] = useState<BudgetMutationsResult["status"]>("idle");
  const [error, setError] = useState<HookError | null>(null);

  const create = useCallback(
    async (values: NewBudgetFormValues): Promise<BudgetCreateOutcome> => {
      const issues = validateNewBudgetForm(values);
      if (issues.length > 0) return { _tag: "Invalid", issues };
      setStatus("creating");
      setError(null);
      const budget = {
        title: values.title.trim(),
        firstName: values.firstName.trim(),
        lastName: values.lastName.trim(),
        comments: values.comments,
      };
      const reply = await createBudget(budget).catch((error: unknown) => ({ error }));
      setStatus("idle");
      const created = "budget" in reply ? reply.budget : undefined;
      if (created === undefined) {
        const failure = "error" in reply ? reply.error : undefined;
        const serverMessage = httpStatusOf(failure) === 409 ? serverMessageOf(httpBodyOf(failure)) : undefined;
        const refusal: HookError = {
          key: hookMessageKeys.budgetCreateError,
          ...(serverMessage ? { serverMessage } : {}),
        };
        setError(refusal);
        return { _tag: "Refused", error: refusal };
      }
      setActiveBudget(world, created.quotationId);
      announceBudgetChange(world, client, "added");
      return { _tag: "Created", budget: created };
    },
    [world, client, createBudget],
  );

  const remove = useCallback(
    async (id: string) => {
      setStatus("deleting");
      setError(null);
      const deleted = await deleteBudget(id).then(
        () => true,
        () => false,
      );
      setStatus("idle");
      if (!deleted) {
        setError({ key: hookMessageKeys.budgetDeleteError });
        return false;
      }
      if (world.stores.active.getState().id === id) setActiveBudget(world, null);
      announceBudgetChange(world, client, "removed");
      return true;
    },
    [world, client, deleteBudget],
  );

  return { status, data: null, error, actions: { create, remove } };
};
