import { HEADER_COUNTS_EMPTY } from "@travesia/core";
import { createStore, type StoreApi } from "zustand/vanilla";
import type {
  ActiveSlice,
  ConfigSlice,
  CountersSlice,
  CurrencySlice,
  LanguageSlice,
  ToastsSlice,
  UserSlice,
} from "./portalSlices.js";

export type * from "./portalSlices.js";

/** The cross-cutting stores of one {@link PortalProvider}; each is a zustand 5 vanilla store. */
export interface PortalStores {
  readonly user: StoreApi<UserSlice>;
  readonly config: StoreApi<ConfigSlice>;
  readonly active: StoreApi<ActiveSlice>;
  readonly currency: StoreApi<CurrencySlice>;
  readonly language: StoreApi<LanguageSlice>;
  readonly counters: StoreApi<CountersSlice>;
  readonly toasts: StoreApi<ToastsSlice>;
}

/** Initial values of the stores, e.g. a language read from the `ml` cookie before the first render. */
export interface PortalStoresInitial {
  readonly user?: Partial<UserSlice>;
  readonly config?: Partial<ConfigSlice>;
  readonly active?: Partial<ActiveSlice>;
  readonly currency?: Partial<CurrencySlice>;
  readonly language?: Partial<LanguageSlice>;
  readonly counters?: Partial<CountersSlice>;
}

/** Counters before the first call: all zero. */
export const countersEmpty: CountersSlice = { status: "unknown", ...HEADER_COUNTS_EMPTY };

/**
 * Creates the stores of one provider. Stores live per provider (not as module singletons) so that two
 * providers, two tests or two tabs in a test never share state.
 *
 * @example
 * const stores = createPortalStores({ language: { language: "pt" } });
 * stores.language.getState().language; // "pt"
 */
export const createPortalStores = (initial: PortalStoresInitial = {}): PortalStores => ({
  user: createStore<UserSlice>()(() => ({
    status: "unknown",
    user: null,
    portalId: null,
    expired: false,
    ...initial.user,
  })),
  config: createStore<ConfigSlice>()(() => ({ status: "unknown", portalType: "B2C", flags: {}, ...initial.config })),
  active: createStore<ActiveSlice>()(() => ({ mode: "budget", id: null, ...initial.active })),
  currency: createStore<CurrencySlice>()(() => ({ currencyId: null, ...initial.currency })),
  language: createStore<LanguageSlice>()(() => ({ language: "es", ...initial.language })),
  counters: createStore<CountersSlice>()(() => ({ ...countersEmpty, ...initial.counters })),
  toasts: createStore<ToastsSlice>()(() => ({ toasts: [], nextId: 1 })),
});
