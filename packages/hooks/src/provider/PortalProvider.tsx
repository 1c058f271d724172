import { createContext, type ReactNode, useContext, useMemo } from "react";
import { type ApiTransport, createTransport, type Fetcher } from "../transport/transport.js";
import { type Clock, type PortalStorage, systemClock } from "./world.js";

/** The world the hooks live in: how to call the API, where to store, and what time it is. */
export interface PortalWorld {
  readonly api: ApiTransport;
  readonly storage: PortalStorage;
  readonly clock: Clock;
}

const PortalContext = createContext<PortalWorld | null>(null);

/** Props of {@link PortalProvider}: a fetcher (or a ready transport), storage and clock. */
export interface PortalProviderProps {
  readonly fetcher?: Fetcher;
  readonly api?: ApiTransport;
  readonly storage: PortalStorage;
  readonly clock?: Clock;
  readonly children: ReactNode;
}

/** Gives every hook below it the world: api transport, storage and clock. */
export const PortalProvider = ({ fetcher, api, storage, clock = systemClock, children }: PortalProviderProps) => {
  const world = useMemo<PortalWorld>(() => {
    const transport = api ?? (fetcher === undefined ? undefined : createTransport(fetcher));
    if (transport === undefined) throw new Error("PortalProvider needs `api` or `fetcher`");
    return { api: transport, storage, clock };
  }, [api, fetcher, storage, clock]);
  return <PortalContext.Provider value={world}>{children}</PortalContext.Provider>;
};

/** The world of the nearest {@link PortalProvider}; throws when there is none (a wiring bug, not a user error). */
export const usePortalWorld = (): PortalWorld => {
  const world = useContext(PortalContext);
  if (world === null) throw new Error("usePortalWorld must be used inside <PortalProvider>");
  return world;
};
