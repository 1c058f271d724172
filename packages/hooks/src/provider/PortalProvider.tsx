import { createContext, type ReactNode, useContext, useMemo, useState } from "react";
import { useStore } from "zustand";
import type { PortalStores } from "../stores/portalStores.js";
import { createPortalWorld, type PortalWorld, type PortalWorldParts, storesFor } from "./portalWorld.js";
import type { PortalStorage } from "./world.js";

export { createPortalWorld, type PortalWorld, type PortalWorldParts } from "./portalWorld.js";

const PortalContext = createContext<PortalWorld | null>(null);

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
