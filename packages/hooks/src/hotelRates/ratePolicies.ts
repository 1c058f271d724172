import type { QueryClient } from "@tanstack/react-query";
import {
  type HotelPoliticsReply,
  hotelPoliticsEndpoint,
  POLICY_LOADING_DELAY_MS,
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
  /** The person opened the full panel (its button reads 'Cerrar política'); the machine's panel says what it shows. */
  readonly open: boolean;
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
  policies[tripProductId] ?? { state: ratePolicyInitial, policy: undefined, open: false };

const POLICY_FRESH_MS = 5 * 60_000;

/** The politics call as one query (key, call, 5 minutes fresh): what an opening asks and what a prefetch warms. */
const ratePolicyQuery = (world: Pick<PortalWorld, "api">, tripProductId: string) => ({
  queryKey: ["hotelPolicy", tripProductId],
  queryFn: ({ signal }: { readonly signal: AbortSignal }) =>
    // A person is about to open the panel (pointer on its button) or has opened it: the call leaves at once.
    fetchEndpoint(world.api, hotelPoliticsEndpoint, [tripProductId, POLICY_MOMENT_FORMAT], {
      signal,
      priority: "high",
    }),
  staleTime: POLICY_FRESH_MS,
});

type PoliticsReply = Awaited<ReturnType<ReturnType<typeof ratePolicyQuery>["queryFn"]>>;

/** The row after the politics call answered (`reply`) or failed (`undefined`): core's machine, and the policy kept. */
const settled = (entry: RatePolicyEntry, reply: PoliticsReply | undefined, flags: RatePolicyFlags): RatePolicyEntry => {
  if (reply === undefined) {
    const event = { _tag: "failed", smartFlow: flags.smartFlow, relatedRates: flags.relatedRates } as const;
    return { ...entry, state: ratePolicyTransition(entry.state, event) };
  }
  const ids = reply.data.alternativeProductIds;
  const event: RatePolicyEvent = {
    _tag: "loaded",
    httpStatus: reply.status,
    ...(ids === undefined ? {} : { alternativeProductIds: ids }),
  };
  return { ...entry, state: ratePolicyTransition(entry.state, event), policy: reply.data };
};

const requested = (entry: RatePolicyEntry): RatePolicyEntry => ({
  ...entry,
  state: ratePolicyTransition(entry.state, { _tag: "requested" }),
});

/** The fresh reply the query cache already holds (an earlier opening, or a prefetch that has answered), if any. */
const cachedReply = (
  world: Pick<PortalWorld, "api">,
  client: QueryClient,
  tripProductId: string,
): PoliticsReply | undefined => {
  const query = client
    .getQueryCache()
    .find<PoliticsReply>({ queryKey: ratePolicyQuery(world, tripProductId).queryKey });
  return query?.state.data !== undefined && !query.isStaleByTime(POLICY_FRESH_MS) ? query.state.data : undefined;
};

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
    store.setState((all) => ({ [tripProductId]: change(ratePolicyEntry(all, tripProductId)) }));
  const cached = cachedReply(world, client, tripProductId);
  if (cached !== undefined) {
    update((entry) => settled({ ...requested(entry), open: true }, cached, flags));
    return;
  }
  const timer = world.clock.setTimeout(
    () => update((entry) => ({ ...requested(entry), open: true })),
    POLICY_LOADING_DELAY_MS,
  );
  let reply: PoliticsReply | undefined;
  try {
    reply = await client.fetchQuery(ratePolicyQuery(world, tripProductId));
  } catch {
    reply = undefined;
  }
  world.clock.clearTimeout(timer);
  // `requested` leaves a row already loading (the delay ran out, or the quote button asked) as it is.
  update((entry) => settled({ ...requested(entry), open: true }, reply, flags));
};

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
    store.setState((all) => ({ [tripProductId]: change(ratePolicyEntry(all, tripProductId)) }));
  update(requested);
  let reply: PoliticsReply | undefined;
  try {
    reply = await client.fetchQuery(ratePolicyQuery(world, tripProductId));
  } catch {
    reply = undefined;
  }
  update((entry) => settled(entry, reply, flags));
  return ratePolicyEntry(store.getState(), tripProductId);
};
