import { useQuery } from "@tanstack/react-query";
import { flightParamsEndpoint } from "@travesia/core";
import { fetchEndpoint } from "../query/fetchEndpoint.js";
import { usePortalQuery } from "../query/portalQueryClient.js";

/** The flights configuration's switch for the segment-type (transport) filter (spec 002 §2: "shows only when a flag enables it"). */
export const useSegmentTypesFilter = (): boolean => {
  const { world, client } = usePortalQuery();
  const params = useQuery(
    {
      queryKey: ["flightParams"],
      queryFn: ({ signal }) => fetchEndpoint(world.api, flightParamsEndpoint, [], { signal }),
    },
    client,
  );
  return params.data?.config?.showSegmentsTypesFilter === true;
};
