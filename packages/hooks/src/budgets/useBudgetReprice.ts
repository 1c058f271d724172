import { useMutation } from "@tanstack/react-query";
import {
  BUDGET_PRICE_MAX_AGE_MS,
  type Budget,
  type BudgetRequoteReply,
  budgetAcceptPricesEndpoint,
  budgetPricesStale,
  budgetRepricedDay,
  budgetRequoteEndpoint,
  itemRequotes,
  repriceLines,
} from "@travesia/core";
import { useCallback, useMemo } from "react";
import { hookMessageKeys } from "../common/hookMessageKeys.js";
import { fetchEndpoint } from "../query/fetchEndpoint.js";
import { usePortalQuery } from "../query/portalQueryClient.js";
import { agentTimeZone } from "./agentTimeZone.js";
import { invalidateBudgets } from "./budgetQueries.js";
import type { BudgetRepriceResult } from "./budgetRepriceResult.js";

export type { BudgetRepriceResult } from "./budgetRepriceResult.js";

/**
 * 'Actualizar precios': re-quotes every item of the budget (`GET api/budget/requote/{id}`) and compares each with
 * the budget's price (core's `repriceLines`, the budget's named rates only); `accept(ids)` keeps today's price of
 * those items (`POST api/budget/acceptPrices/{id}`) and reloads the budget, whose accepted lines then read unchanged.
 * Failures are `budget.repriceError`.
 *
 * @example const reprice = useBudgetReprice(budget); reprice.actions.requote();
 */
export const useBudgetReprice = (budget: Budget | null): BudgetRepriceResult => {
  const { world, client } = usePortalQuery();
  const id = budget?.quotationId ?? "";
  const quote = useMutation(
    { mutationFn: (budgetId: string) => fetchEndpoint(world.api, budgetRequoteEndpoint, [budgetId]) },
    client,
  );
  const acceptance = useMutation(
    {
      mutationFn: (itemIds: readonly string[]) =>
        fetchEndpoint(world.api, budgetAcceptPricesEndpoint, [id], { body: { itemIds: [...itemIds] } }),
      onSuccess: () => invalidateBudgets(client),
    },
    client,
  );
  const reply: BudgetRequoteReply | undefined = quote.data;
  const lines = useMemo(
    () =>
      budget === null || reply === undefined
        ? []
        : repriceLines(budget.items ?? [], itemRequotes(reply), budget.exchangeRates ?? []),
    [budget, reply],
  );
  const stale = useMemo(
    () =>
      (budget?.items ?? []).some((item) =>
        budgetPricesStale({ pricedAt: item.pricedAt, nowMs: world.clock.now(), maxAgeMs: BUDGET_PRICE_MAX_AGE_MS }),
      ),
    [budget, world.clock],
  );
  const { mutate, reset } = quote;
  const requote = useCallback(() => {
    reset();
    if (id !== "") mutate(id);
  }, [id, mutate, reset]);
  const { mutateAsync } = acceptance;
  const accept = useCallback(
    (itemIds: readonly string[]) =>
      mutateAsync(itemIds).then(
        () => true,
        () => false,
      ),
    [mutateAsync],
  );
  const status = quote.isPending
    ? "quoting"
    : acceptance.isPending
      ? "accepting"
      : quote.isError || acceptance.isError
        ? "error"
        : reply === undefined
          ? "idle"
          : "ready";
  const repricedOn = budgetRepricedDay(budget?.repricedAt, agentTimeZone());
  return {
    status,
    data: { lines, quotedAt: reply?.quotedAt ?? null, stale, repricedOn },
    error: status === "error" ? { key: hookMessageKeys.budgetRepriceError } : null,
    actions: { requote, accept },
  };
};
