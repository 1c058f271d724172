import { activeBudgetMode, LANGUAGE_COOKIE_NAME, languageOfLocale, PORTAL_STORAGE_KEYS } from "@travesia/core";
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

/**
 * The stores of a new world; unless `initial` says otherwise, their language from the language cookie and the active
 * key's mode from the local enablePricer flag (spec 000 §4), which the previous page's configuration wrote: a page
 * then reads the active budget or trip with the right separator before its own configuration arrives.
 */
export const storesFor = (storage: PortalStorage, initial: PortalStoresInitial | undefined): PortalStores =>
  createPortalStores({
    ...initial,
    active: { mode: activeBudgetMode(storage.local.getItem(PORTAL_STORAGE_KEYS.enablePricer)), ...initial?.active },
    language: { language: languageOfLocale(storage.cookies.get(LANGUAGE_COOKIE_NAME)), ...initial?.language },
  });

/**
 * A world made outside React: the portal's entry makes it before its first render, so that a page's first calls can
 * start while that render is drawn (`prefetchHotelDetail`), and gives it to `PortalProvider` as `world`.
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
