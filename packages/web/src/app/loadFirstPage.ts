import type { PortalWorld } from "@travesia/hooks";
import type { RouteMatch } from "react-router-dom";
import type { PageHandle } from "./routes";

/**
 * Loads the lazy modules of the routes the first address matched and puts them in place (React Router 7 needs them
 * before the first render), and starts the page's first calls (its route's `PagePrefetch`) as soon as its module is in:
 * while the catalog loads and the first render is drawn, not from that render's commit (much later on a hotel detail
 * page). `url` is the address's path and query.
 */
export const loadFirstPage = async (matches: readonly RouteMatch[], url: string, world: PortalWorld): Promise<void> => {
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== "function") return;
      const loaded = await route.lazy();
      Object.assign(route, { ...loaded, lazy: undefined });
      (loaded.handle as PageHandle | undefined)?.prefetch?.(world, url);
    }),
  );
};
