import { useQuery } from "@tanstack/react-query";
import { type AdminHotelCity, adminHotelCitiesEndpoint } from "@travesia/core";
import type { HookResult } from "../common/hookResult.js";
import { fetchEndpoint } from "../query/fetchEndpoint.js";
import { usePortalQuery } from "../query/portalQueryClient.js";
import { ADMIN_QUERY_KEYS, type AdminStatus, adminStatusOf } from "./adminQueries.js";

/** What {@link useAdminHotelCities} returns: the destinations the hotel finder searches in. */
export type AdminHotelCitiesResult = HookResult<AdminStatus, { readonly cities: readonly AdminHotelCity[] }, object>;

/** The destinations of the hotels module's finder (`GET /api/admin/hotels`; `find-hotel` takes one). */
export const useAdminHotelCities = (): AdminHotelCitiesResult => {
  const { world, client } = usePortalQuery();
  const query = useQuery(
    {
      queryKey: [...ADMIN_QUERY_KEYS.all, "hotelCities"],
      queryFn: ({ signal }) => fetchEndpoint(world.api, adminHotelCitiesEndpoint, [], { signal }),
      staleTime: Number.POSITIVE_INFINITY,
    },
    client,
  );
  return { status: adminStatusOf(query), data: { cities: query.data?.cities ?? [] }, error: null, actions: {} };
};
