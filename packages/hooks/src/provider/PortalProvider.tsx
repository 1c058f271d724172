import { LANGUAGE_COOKIE_NAME, languageOfLocale } from "@travesia/core";
import { createContext, type ReactNode, useContext, useMemo, useState } from "react";
import { useStore } from "zustand";
import { createPortalStores, type PortalStores, type PortalStoresInitial } from "../stores/portalStores.js";
import { type ApiTransport, createTransport, type Fetcher } from "../transport/transport.js";
import { browserRealtime, type RealtimeFactory } from "./realtime.js";
import { type Clock, type PortalStorage, systemClock } from "./world.js";

/** The world the hooks live in: how to call the API, where to store, what time it is, and the live events. */
export interface PortalWorld {
  readonly api: ApiTransport;
  readonly storage: PortalStorage;
  readonly clock: Clock;
  /** Opens the Server-Sent Events connection of `GET /api/events` ('you' and 'notifications'). */
  readonly realtime: RealtimeFactory;
  /** The cross-cutting stores of this provider (user, config, active budget or trip, currency, language, counters). */
  readonly stores: PortalStores;
}

const PortalContext = createContext<PortalWorld | null>(null);

/** What a world is made of: a fetcher (or a ready transport), storage, and optionally clock, real time and stores. */
export interface PortalWorldParts {
  readonly fetcher?: Fetcher;
  readonly api?: ApiTransport;
  readonly storage: PortalStorage;
  readonly clock?: Clock;
  /** Defaults to the browser's `EventSource` (a silent stand-in where there is none). Tests pass `fakeRealtime()`. */
  readonly realtime?: RealtimeFactory;
  /** Ready stores (e.g. shared by a test); otherwise new ones are created, once, from `initial`. */
  readonly stores?: PortalStores;
  /** Initial store values, read only when the stores are created here. */
  readonly initial?: PortalStoresInitial;
}

/** The stores of a new world; their language from the language cookie unless `initial` says otherwise. */
const storesFor = (storage: PortalStorage, initial: PortalStoresInitial | undefined): PortalStores =>
  createPortalStores({
    ...initial,
    language: { language: languageOfLocale(storage.cookies.get(LANGUAGE_COOKIE_NAME)), ...initial?.language },
  });

/**
 * A world made outside React: the portal's entry makes it before its first render, so that a page's first calls can
 * start while that render is drawn (`prefetchHotelDetail`), and gives it to {@link PortalProvider} as `world`.
 *
 * @example const world = createPortalWorld({ fetcher: fetch, storage: browserStorage() });
 */
export const createPortalWorld = ({
  fetcher,
  api,
  storage,
  clock = systemClock,
  realtime = browserRealtime,
  stores,
  initial,
}: PortalWorldParts): PortalWorld => {
  const transport = api ?? (fetcher === undefined ? undefined : createTransport(fetcher));
  if (transport === undefined) throw new Error("PortalProvider needs `api` or `fetcher`");
  return { api: transport, storage, clock, realtime, stores: stores ?? storesFor(storage, initial) };
};

/** Props of {@link PortalProvider}: a world made by {@link createPortalWorld}, or the parts to make one. */
export type PortalProviderProps = (PortalWorldParts | { readonly world: PortalWorld }) & {
  readonly children: ReactNode;
};

/**
 * Gives every hook below it the world: api transport, storage, clock, real time and its own stores.
 *
 * @example
 * <PortalProvider fetcher={fetch} storage={browserStorage()}>
 *   <App />
 * </PortalProvider>
 */
export const PortalProvider = ({ children, ...given }: PortalProviderProps) => {
  const ready = "world" in given ? given.world : null;
  const parts = "world" in given ? null : given;
  const { fetcher, api, storage, clock, realtime, stores, initial } = parts ?? {};
  // Created once per provider so tests are isolated and a re-render never resets the user or counters.
  const [ownStores] = useState(() =>
    storage === undefined || stores !== undefined ? undefined : storesFor(storage, initial),
  );
  const world = useMemo<PortalWorld>(
    () =>
      ready ??
      createPortalWorld({
        storage: storage as PortalStorage,
        stores: stores ?? ownStores,
        ...(fetcher === undefined ? {} : { fetcher }),
        ...(api === undefined ? {} : { api }),
        ...(clock === undefined ? {} : { clock }),
        ...(realtime === undefined ? {} : { realtime }),
      }),
    [ready, fetcher, api, storage, clock, realtime, stores, ownStores],
  );
  return <PortalContext.Provider value={world}>{children}</PortalContext.Provider>;
};

/** The world of the nearest {@link PortalProvider}; throws when there is none (a wiring bug, not a user error). */
export const usePortalWorld = (): PortalWorld => {
  const world = useContext(PortalContext);
  if (world === null) throw new Error("usePortalWorld must be used inside <PortalProvider>");
  return world;
};

/**
 * Reads one of the provider's stores, re-rendering when the selected value changes.
 *
 * @example const language = usePortalStore("language", (state) => state.language);
 */
export const usePortalStore = <K extends keyof PortalStores, T>(
  name: K,
  select: (state: ReturnType<PortalStores[K]["getState"]>) => T,
): T => {
  const { stores } = usePortalWorld();
  return useStore(stores[name] as PortalStores[K], select as never) as T;
};
