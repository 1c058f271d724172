import { type BudgetCounterEvent, budgetCounterAfter } from "@travesia/core";
import { useCallback, useEffect, useRef } from "react";
import type { HookResult } from "../common/hookResult.js";
import { usePortalStore } from "../provider/PortalProvider.js";
import { refreshCountersAfterAdd } from "../query/asyncPolicies.js";
import { usePortalQuery } from "../query/portalQueryClient.js";
import type { CountersSlice } from "../stores/portalStores.js";
import { retainCountersFeed } from "./countersFeed.js";
import { countersKey, loadCounters } from "./loadCounters.js";

/** What {@link useCounters} returns. */
export type CountersResult = HookResult<
  CountersSlice["status"],
  Omit<CountersSlice, "status">,
  {
    /** Loads the counters now. */
    readonly refresh: () => Promise<void>;
    /** Spec 000 §4 and §9: "Counters refresh 1 second after an add." */
    readonly refreshAfterAdd: () => void;
    /** Spec 000 §4: "Floating budget counter goes up or down on add or removal events." */
    readonly budgetChanged: (event: BudgetCounterEvent) => void;
  }
>;

/**
 * The header counters (spec 000 §3, §7): bookings, alerts, budgets, messages and the NOT/ALT/CRD notification
 * counters. Loads `GET /api/v2/counters` (again after a login or logout), then keeps them live from the real-time
 * 'notifications' and 'you' events of `GET /api/events` (one connection per provider, however many readers,
 * reopened when the signed-in user changes).
 *
 * @example
 * const { data, actions } = useCounters();
 * await addToBudget(); actions.refreshAfterAdd();
 */
export const useCounters = (): CountersResult => {
  const { world, client } = usePortalQuery();
  const slice = usePortalStore("counters", (state) => state);
  const pending = useRef<unknown>(null);

  const owner = usePortalStore("user", (state) => state.user?.id ?? "anonymous");

  const refresh = useCallback(() => loadCounters(world), [world]);
  useEffect(() => {
    // Whoever is signed in owns the counters: load them once per owner (not once per reader), and follow that
    // owner's real-time events.
    if (client.getQueryState(countersKey(owner)) === undefined) void loadCounters(world);
  }, [world, client, owner]);
  useEffect(() => retainCountersFeed(world, owner), [world, owner]);
  useEffect(() => () => world.clock.clearTimeout(pending.current), [world]);

  const refreshAfterAdd = useCallback(() => {
    world.clock.clearTimeout(pending.current);
    pending.current = refreshCountersAfterAdd(world.clock, () => void loadCounters(world));
  }, [world]);
  const budgetChanged = useCallback(
    (event: BudgetCounterEvent) =>
      world.stores.counters.setState((state) => ({ budgets: budgetCounterAfter(state.budgets, event) })),
    [world],
  );

  const { status, ...data } = slice;
  return { status, data, error: null, actions: { refresh, refreshAfterAdd, budgetChanged } };
};
