import { useQuery } from "@tanstack/react-query";
import { type FlightFareDetailsView, flightFareDetails, flightRulesEndpoint } from "@travesia/core";
import type { HookResult } from "../common/hookResult.js";
import { fetchEndpoint } from "../query/fetchEndpoint.js";
import { usePortalQuery } from "../query/portalQueryClient.js";

/** What {@link useFlightRules} returns: `idle` until asked for (nothing to show yet). */
export type FlightRulesResult = HookResult<
  "idle" | "loading" | "ready" | "error",
  readonly FlightFareDetailsView[],
  null
>;

/**
 * 'Ver más información' of a flight (spec 002 §2, §3 "More info: restrictions {ageType, text}, rules
 * {category.description, text}"): `GET /api/v1/flights/rules/{tripProductIds}` once it is opened (`ids` non-null),
 * read with core's `flightFareDetails` (only the adult restrictions, NMO.GBL.AGT.ADT).
 *
 * @example const rules = useFlightRules(open ? [tripProductId] : null);
 */
export const useFlightRules = (ids: readonly string[] | null): FlightRulesResult => {
  const { world, client } = usePortalQuery();
  const query = useQuery(
    {
      queryKey: ["flightRules", ids],
      queryFn: ({ signal }) => fetchEndpoint(world.api, flightRulesEndpoint, [ids ?? []], { signal }),
      enabled: ids !== null && ids.length > 0,
      staleTime: Number.POSITIVE_INFINITY,
    },
    client,
  );
  const details = query.data?.rules?.details.flight.map(flightFareDetails) ?? [];
  const failed = query.isError || query.data?.done === false;
  const status = ids === null ? "idle" : failed ? "error" : query.isPending ? "loading" : "ready";
  return {
    status,
    data: details,
    error: status === "error" ? { key: "flightResults.rulesFailed" } : null,
    actions: null,
  };
};
