import { QueryClient } from "@tanstack/react-query";
import { type PortalWorld, usePortalWorld } from "../provider/PortalProvider.js";

const clients = new WeakMap<object, QueryClient>();

/**
 * The TanStack Query client of one provider, created the first time a data hook asks for it. It lives beside the
 * provider's stores (one per provider, never a module singleton) but is not created by the provider: the provider is
 * in the home page's first load and the client (TanStack Query's weight) is not, since only the hooks that call the API, which
 * web loads after the first paint, import this module. Hooks pass it as `useQuery(options, client)`; no
 * `QueryClientProvider` is needed.
 *
 * Defaults keep the portal's behaviour explicit: no retry unless a spec policy says so (`asyncPolicies.ts`), no
 * refetch on focus or reconnect (the session watch asks on focus itself). A change of language invalidates every
 * query, so what the API writes in words follows the language as the portal's own texts do.
 */
export const portalQueryClient = (world: Pick<PortalWorld, "stores">): QueryClient => {
  let client = clients.get(world.stores);
  if (client === undefined) {
    client = new QueryClient({
      defaultOptions: {
        queries: { retry: false, refetchOnWindowFocus: false, refetchOnReconnect: false },
        mutations: { retry: false },
      },
    });
    clients.set(world.stores, client);
    // Replies carry the API's texts (board and amenity names, supplier content) in the language of the request's
    // `ml` cookie: a new language asks the replies on screen again, and marks the others stale.
    const created = client;
    let language = world.stores.language.getState().language;
    world.stores.language.subscribe((state) => {
      if (state.language === language) return;
      language = state.language;
      void created.invalidateQueries();
    });
  }
  return client;
};

/** The provider's world and its query client. */
export const usePortalQuery = (): { readonly world: PortalWorld; readonly client: QueryClient } => {
  const world = usePortalWorld();
  return { world, client: portalQueryClient(world) };
};
