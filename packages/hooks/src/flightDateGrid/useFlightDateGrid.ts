import { useQuery } from "@tanstack/react-query";
import {
  buildFlightSearchUrl,
  type FlightDateGrid,
  type FlightSearch,
  flightCalendarEndpoint,
  flightDateGrid,
  flightSearchFiltersDefault,
} from "@travesia/core";
import { hookMessageKeys } from "../common/hookMessageKeys.js";
import type { HookResult } from "../common/hookResult.js";
import { fetchEndpoint } from "../query/fetchEndpoint.js";
import { usePortalQuery } from "../query/portalQueryClient.js";

/** What {@link useFlightDateGrid} returns: `off` when disabled or without a search; the grid once it is read. */
export type FlightDateGridResult = HookResult<
  "off" | "loading" | "ready" | "error",
  { readonly grid: FlightDateGrid | null },
  { readonly retry: () => void }
>;

/**
 * The flexible-dates price grid of a search: `POST /api/v1/flights/calendar {url}` (spec 002 §7) read by core's
 * `flightDateGrid`; a failed call or a `done: false` reply is 'Fallo al recuperar el calendario' (spec 002 §8).
 * A newer search aborts the older call (the search is the query key).
 *
 * @example const { status, data } = useFlightDateGrid(search, { enabled: search.flexibleDates || !search.oneWay });
 */
export const useFlightDateGrid = (
  search: FlightSearch | null,
  options: { readonly enabled?: boolean } = {},
): FlightDateGridResult => {
  const { world, client } = usePortalQuery();
  const enabled = (options.enabled ?? true) && search !== null;
  const url = search === null ? "" : buildFlightSearchUrl({ search, filters: flightSearchFiltersDefault });
  const query = useQuery(
    {
      queryKey: ["flightCalendar", url],
      queryFn: ({ signal }) => fetchEndpoint(world.api, flightCalendarEndpoint, [], { body: { url }, signal }),
      enabled,
      retry: false,
    },
    client,
  );
  const actions = { retry: () => void query.refetch() };
  if (!enabled || search === null) return { status: "off", data: { grid: null }, error: null, actions };
  if (query.isPending) return { status: "loading", data: { grid: null }, error: null, actions };
  if (query.isError || query.data.done !== true) {
    return { status: "error", data: { grid: null }, error: { key: hookMessageKeys.flightCalendarFailed }, actions };
  }
  return { status: "ready", data: { grid: flightDateGrid(search, query.data.flights ?? []) }, error: null, actions };
};
