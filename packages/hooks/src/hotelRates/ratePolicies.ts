import type { QueryClient } from "@tanstack/react-query";
import {
  type HotelPoliticsReply,
  hotelPoliticsEndpoint,
  type RatePolicyEvent,
  type RatePolicyState,
  ratePolicyInitial,
  ratePolicyTransition,
} from "@travesia/core";
import { createStore, type StoreApi } from "zustand/vanilla";
import type { PortalWorld } from "../provider/PortalProvider.js";
import { fetchEndpoint } from "../query/fetchEndpoint.js";

/** One rate's policy: core's row machine (status 0/2/9, panel) and the last policy the server sent. */
export interface RatePolicyEntry {
  readonly state: RatePolicyState;
  readonly policy: HotelPoliticsReply["data"] | undefined;
}

/** Every rate's policy on the page, by `tripProductID`. */
export type RatePolicies = Readonly<Record<string, RatePolicyEntry>>;

/** The date format the politics call is asked to write its dates in (`{momentFormat}`, spec 001 §7). */
export const POLICY_MOMENT_FORMAT = "DD/MM/YYYY";

/** Spec 001 §4: what a failure does depends on the portal's `smartFlow` and `relatedRates` flags. */
export interface RatePolicyFlags {
  readonly smartFlow: boolean;
  readonly relatedRates: boolean;
}

const stores = new WeakMap<object, StoreApi<RatePolicies>>();

/**
 * The policies of one provider (kept beside its stores, never a module singleton): the rooms tab's panel and the
 * quote button's 'Verificando' step read and write the same row, so a policy loaded once serves both.
 */
export const ratePolicyStore = (world: Pick<PortalWorld, "stores">): StoreApi<RatePolicies> => {
  let store = stores.get(world.stores);
  if (store === undefined) {
    store = createStore<RatePolicies>()(() => ({}));
    stores.set(world.stores, store);
  }
  return store;
};

/** The entry of a rate, initial when never asked. */
export const ratePolicyEntry = (policies: RatePolicies, tripProductId: string): RatePolicyEntry =>
  policies[tripProductId] ?? { state: ratePolicyInitial, policy: undefined };

/** The politics call as one query (key, call, 5 minutes fresh): what an opening asks and what a prefetch warms. */
const ratePolicyQuery = (world: Pick<PortalWorld, "api">, tripProductId: string) => ({
  queryKey: ["hotelPolicy", tripProductId],
  queryFn: ({ signal }: { readonly signal: AbortSignal }) =>
    fetchEndpoint(world.api, hotelPoliticsEndpoint, [tripProductId, POLICY_MOMENT_FORMAT], { signal }),
  staleTime: 5 * 60_000,
});

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
  const step = (event: RatePolicyEvent, policy?: RatePolicyEntry["policy"]) =>
    store.setState((all) => {
      const entry = ratePolicyEntry(all, tripProductId);
      return { [tripProductId]: { state: ratePolicyTransition(entry.state, event), policy: policy ?? entry.policy } };
    });
  step({ _tag: "requested" });
  try {
    const reply = await client.fetchQuery(ratePolicyQuery(world, tripProductId));
    const ids = reply.data.alternativeProductIds;
    step(
      { _tag: "loaded", httpStatus: reply.status, ...(ids === undefined ? {} : { alternativeProductIds: ids }) },
      reply.data,
    );
  } catch {
    step({ _tag: "failed", smartFlow: flags.smartFlow, relatedRates: flags.relatedRates });
  }
  return ratePolicyEntry(store.getState(), tripProductId);
};
