import { useQuery } from "@tanstack/react-query";
import { type AdminPortal, adminPortalsEndpoint } from "@travesia/core";
import type { HookResult } from "../common/hookResult.js";
import { fetchEndpoint } from "../query/fetchEndpoint.js";
import { usePortalQuery } from "../query/portalQueryClient.js";
import { ADMIN_QUERY_KEYS, type AdminStatus, adminStatusOf } from "./adminQueries.js";

/** What {@link useAdminPortals} returns. */
export type AdminPortalsResult = HookResult<
  AdminStatus,
  { readonly portals: readonly AdminPortal[] },
  { readonly reload: () => void }
>;

/**
 * The portals the back office edits (`GET /api/admin/portals`). Its status is also the back office's door: the
 * server answers 401 to nobody signed in and 403 to anyone but an administrator, and the page says so.
 *
 * @example const { status, data } = useAdminPortals(); if (status === "forbidden") …
 */
export const useAdminPortals = (): AdminPortalsResult => {
  const { world, client } = usePortalQuery();
  const query = useQuery(
    {
      queryKey: ADMIN_QUERY_KEYS.portals,
      queryFn: ({ signal }) => fetchEndpoint(world.api, adminPortalsEndpoint, [], { signal }),
    },
    client,
  );
  return {
    status: adminStatusOf(query),
    data: { portals: query.data?.portals ?? [] },
    error: null,
    actions: { reload: () => void query.refetch() },
  };
};
