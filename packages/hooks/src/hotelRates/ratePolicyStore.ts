import type { HotelPoliticsReply, RatePolicyEvent, RatePolicyState } from "@travesia/core";
import { ratePolicyInitial, ratePolicyTransition } from "@travesia/core";
import { createStore, type StoreApi } from "zustand/vanilla";
import type { PortalWorld } from "../provider/PortalProvider.js";
import type { PoliticsReply } from "./ratePolicyQuery.js";

/** One rate's policy: core's row machine (status 0/2/9, panel) and the last policy the server sent. */
export interface RatePolicyEntry {
  readonly state: RatePolicyState;
  readonly policy: HotelPoliticsReply["data"] | undefined;
  /** The person opened the full panel (its button reads 'Cerrar política'); the machine's panel says what it shows. */
  readonly open: boolean;
}

/** Every rate's policy on the page, by `tripProductID`. */
export type RatePolicies = Readonly<Record<string, RatePolicyEntry>>;

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

/** Applies a change to one rate's row of the store. */
export const updateRatePolicy = (
  store: StoreApi<RatePolicies>,
  tripProductId: string,
  change: (entry: RatePolicyEntry) => RatePolicyEntry,
): void => store.setState((all) => ({ [tripProductId]: change(ratePolicyEntry(all, tripProductId)) }));

/** The row after the politics call answered (`reply`) or failed (`undefined`): core's machine, and the policy kept. */
export const settled = (
  entry: RatePolicyEntry,
  reply: PoliticsReply | undefined,
  flags: RatePolicyFlags,
): RatePolicyEntry => {
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

export const requested = (entry: RatePolicyEntry): RatePolicyEntry => ({
  ...entry,
  state: ratePolicyTransition(entry.state, { _tag: "requested" }),
});
