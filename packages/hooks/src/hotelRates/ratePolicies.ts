import type { QueryClient } from "@tanstack/react-query";
import { POLICY_LOADING_DELAY_MS, ratePolicyTransition } from "@travesia/core";
import type { PortalWorld } from "../provider/PortalProvider.js";
import { cachedReply, fetchRatePolicy, ratePolicyQuery } from "./ratePolicyQuery.js";
import {
  type RatePolicyEntry,
  type RatePolicyFlags,
  ratePolicyEntry,
  ratePolicyStore,
  requested,
  settled,
  updateRatePolicy,
} from "./ratePolicyStore.js";

/**
 * Opens a rate's full policy panel (the person pressed 'Política de cancelación'). A reply already in the query cache
 * opens it on the policy at once, in one store change (one render, no loading state drawn first). Otherwise the row
 * stays as it is while the call runs: a reply within `POLICY_LOADING_DELAY_MS` opens the panel straight on the policy
 * (or the error); a slower one opens it on the loading state when the delay ends, then on the reply. Never throws.
 */
export const openRatePolicyPanel = async (
  world: Pick<PortalWorld, "stores" | "api" | "clock">,
  client: QueryClient,
  tripProductId: string,
  flags: RatePolicyFlags,
): Promise<void> => {
  const store = ratePolicyStore(world);
  const update = (change: (entry: RatePolicyEntry) => RatePolicyEntry) =>
    updateRatePolicy(store, tripProductId, change);
  const cached = cachedReply(world, client, tripProductId);
  if (cached !== undefined) {
    update((entry) => settled({ ...requested(entry), open: true }, cached, flags));
    return;
  }
  const timer = world.clock.setTimeout(
    () => update((entry) => ({ ...requested(entry), open: true })),
    POLICY_LOADING_DELAY_MS,
  );
  const reply = await fetchRatePolicy(world, client, tripProductId);
  world.clock.clearTimeout(timer);
  // `requested` leaves a row already loading (the delay ran out, or the quote button asked) as it is.
  update((entry) => settled({ ...requested(entry), open: true }, reply, flags));
};

/** Closes a rate's policy panel in core's machine ('closed': the loaded policy stays known). */
export const closeRatePolicy = (world: Pick<PortalWorld, "stores">, tripProductId: string): void =>
  updateRatePolicy(ratePolicyStore(world), tripProductId, (entry) => ({
    ...entry,
    state: ratePolicyTransition(entry.state, { _tag: "closed" }),
  }));

/** Closes a rate's full panel: the compact line shows the row's state again (the loaded policy stays known). */
export const closeRatePolicyPanel = (world: Pick<PortalWorld, "stores">, tripProductId: string): void =>
  ratePolicyStore(world).setState((all) => ({
    [tripProductId]: { ...ratePolicyEntry(all, tripProductId), open: false },
  }));

/**
 * Starts the politics call ahead of an opening (the pointer on the policy button, or its focus) into the query cache
 * only: the row's machine does not move and nothing shows, so the rate stays as it was until the panel is opened; the
 * opening then reads the reply (or joins the call in flight) instead of asking. Never throws.
 */
export const prefetchRatePolicy = (
  world: Pick<PortalWorld, "api">,
  client: QueryClient,
  tripProductId: string,
): Promise<void> => client.prefetchQuery(ratePolicyQuery(world, tripProductId));

/**
 * Asks `GET /api/v1/hotels/politics/{tripProductId}/{momentFormat}/false` through the query client (one call for
 * concurrent asks, the reply cached) and steps the row's machine: requested, then loaded (206 carries the
 * alternative product ids) or failed. Resolves to the row after the reply; never throws.
 */
export const requestRatePolicy = async (
  world: Pick<PortalWorld, "stores" | "api">,
  client: QueryClient,
  tripProductId: string,
  flags: RatePolicyFlags,
): Promise<RatePolicyEntry> => {
  const store = ratePolicyStore(world);
  const update = (change: (entry: RatePolicyEntry) => RatePolicyEntry) =>
    updateRatePolicy(store, tripProductId, change);
  update(requested);
  const reply = await fetchRatePolicy(world, client, tripProductId);
  update((entry) => settled(entry, reply, flags));
  return ratePolicyEntry(store.getState(), tripProductId);
};
