import type { QueryClient } from "@tanstack/react-query";
import { type BudgetCounterEvent, budgetCounterAfter } from "@travesia/core";
import { loadCounters } from "../counters/loadCounters.js";
import type { PortalWorld } from "../provider/PortalProvider.js";

/** Query keys of the budget calls: every list, search and filter under `budgets`, every detail under `budgetDetails`. */
export const budgetKeys = {
  lists: ["budgets"] as const,
  details: ["budgetDetails"] as const,
};

/** A budget was created, deleted or filled: every budget list and detail on screen reloads. */
export const invalidateBudgets = (client: QueryClient): void => {
  void client.invalidateQueries({ queryKey: budgetKeys.lists });
  void client.invalidateQueries({ queryKey: budgetKeys.details });
};

/**
 * A budget was created or deleted: lists reload, the header's budget counter moves at once (spec 000 §4), then
 * takes the server's count, since the server's real-time event may already have counted this change.
 */
export const announceBudgetChange = (
  world: Pick<PortalWorld, "stores" | "api">,
  client: QueryClient,
  event: BudgetCounterEvent,
): void => {
  invalidateBudgets(client);
  world.stores.counters.setState((state) => ({ budgets: budgetCounterAfter(state.budgets, event) }));
  void loadCounters(world);
};

/** The server's own text in a refusal body (`message` or `error`), shown as is where the spec says so. */
export const serverMessageOf = (body: unknown): string | undefined =>
  typeof body === "object" && body !== null
    ? ((["message", "error"] as const)
        .map((field) => (body as Record<string, unknown>)[field])
        .find((v) => typeof v === "string") as string | undefined)
    : undefined;
