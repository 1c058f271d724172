import {
  type Budget,
  budgetCounterAfter,
  endpoints,
  type NewBudgetFormValues,
  type ValidationIssue,
  validateNewBudgetForm,
} from "@travesia/core";
import { Result } from "effect";
import { useCallback, useState } from "react";
import { hookMessageKeys } from "../common/hookMessageKeys.js";
import type { HookError, HookResult } from "../common/hookResult.js";
import { loadCounters } from "../counters/countersFeed.js";
import { type PortalWorld, usePortalWorld } from "../provider/PortalProvider.js";
import { callEndpoint } from "../transport/callEndpoint.js";
import { setActiveQuote } from "./activeQuote.js";

/** The outcome of `create`: the new budget, or every failing field (core's validator), or a server refusal. */
export type BudgetCreateOutcome =
  | { readonly _tag: "Created"; readonly budget: Budget }
  | { readonly _tag: "Invalid"; readonly issues: readonly ValidationIssue[] }
  | { readonly _tag: "Refused"; readonly error: HookError };

/** What {@link useBudgetMutations} returns. */
export type BudgetMutationsResult = HookResult<
  "idle" | "creating" | "deleting",
  null,
  {
    /** 'Nuevo presupuesto': validates with core, `POST api/budget/create {budget}`, makes the new budget active. */
    readonly create: (values: NewBudgetFormValues) => Promise<BudgetCreateOutcome>;
    /** Delete (`GET api/budget/delete/{id}`); deleting the active budget leaves none active. */
    readonly remove: (id: string) => Promise<boolean>;
  }
>;

const serverMessageOf = (body: unknown): string | undefined =>
  typeof body === "object" && body !== null
    ? ((["message", "error"] as const)
        .map((field) => (body as Record<string, unknown>)[field])
        .find((v) => typeof v === "string") as string | undefined)
    : undefined;

/**
 * A budget was created or deleted: lists reload, the header's budget counter moves at once (spec 000 §4), then
 * takes the server's count, since the server's real-time event may already have counted this change.
 */
const announce = (world: Pick<PortalWorld, "stores" | "api">, event: "added" | "removed") => {
  world.stores.active.setState((state) => ({ revision: state.revision + 1 }));
  world.stores.counters.setState((state) => ({ budgets: budgetCounterAfter(state.budgets, event) }));
  void loadCounters(world);
};

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
  const world = usePortalWorld();
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
      const reply = await callEndpoint(world.api, endpoints.budgetCreate, [], { body: { budget } });
      setStatus("idle");
      const created = Result.isSuccess(reply) ? reply.success.budget : undefined;
      if (created === undefined) {
        const failure = Result.isFailure(reply) ? reply.failure : undefined;
        const serverMessage =
          failure?._tag === "HttpError" && failure.status === 409 ? serverMessageOf(failure.body) : undefined;
        const refusal: HookError = {
          key: hookMessageKeys.budgetCreateError,
          ...(serverMessage ? { serverMessage } : {}),
        };
        setError(refusal);
        return { _tag: "Refused", error: refusal };
      }
      setActiveQuote(world, created.quotationId);
      announce(world, "added");
      return { _tag: "Created", budget: created };
    },
    [world],
  );

  const remove = useCallback(
    async (id: string) => {
      setStatus("deleting");
      setError(null);
      const reply = await callEndpoint(world.api, endpoints.budgetDelete, [id]);
      setStatus("idle");
      if (Result.isFailure(reply)) {
        setError({ key: hookMessageKeys.budgetDeleteError });
        return false;
      }
      if (world.stores.active.getState().id === id) setActiveQuote(world, null);
      announce(world, "removed");
      return true;
    },
    [world],
  );

  return { status, data: null, error, actions: { create, remove } };
};
