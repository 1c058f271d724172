import { useQuery } from "@tanstack/react-query";
import {
  buildHotelCompareUrl,
  type HotelCompareLocation,
  type HotelCompareView,
  hotelCompareEndpoint,
  hotelCompareView,
  parseHotelCompareUrl,
} from "@travesia/core";
import { Result } from "effect";
import type { HookResult } from "../common/hookResult.js";
import { fetchEndpoint } from "../query/fetchEndpoint.js";
import { usePortalQuery } from "../query/portalQueryClient.js";

/** What {@link useHotelComparison} returns. */
export type HotelComparisonResult = HookResult<
  "badUrl" | "loading" | "ready" | "error",
  {
    readonly location: HotelCompareLocation | null;
    /** Core's `hotelCompareView` in the URL's audience (client-safe under `view=client`). */
    readonly view: HotelCompareView | null;
    /** Hotels asked for that came back without availability. */
    readonly missing: number;
    /** The same comparison for the client (`view=client`) and for the agency. */
    readonly clientUrl: string | null;
    readonly fullUrl: string | null;
  },
  { readonly retry: () => void }
>;

/**
 * The comparison page behind a `/hotel/compare/…` URL (core's `parseHotelCompareUrl`): `POST /api/v1/hotels/compare`
 * with that URL, drawn by core's `hotelCompareView` for the URL's audience.
 *
 * @example const { status, data } = useHotelComparison(location.pathname + location.search);
 */
export const useHotelComparison = (url: string): HotelComparisonResult => {
  const { world, client } = usePortalQuery();
  const parsed = parseHotelCompareUrl(url);
  const location = Result.isSuccess(parsed) ? parsed.success : null;
  const query = useQuery(
    {
      queryKey: ["hotelCompare", url],
      queryFn: ({ signal }) => fetchEndpoint(world.api, hotelCompareEndpoint, [], { body: { url }, signal }),
      enabled: location !== null,
    },
    client,
  );
  const view = location === null || query.data === undefined ? null : hotelCompareView(query.data, location.audience);
  return {
    status: location === null ? "badUrl" : query.isError ? "error" : query.data === undefined ? "loading" : "ready",
    data: {
      location,
      view,
      missing: location === null || view === null ? 0 : location.hotelIds.length - view.columns.length,
      clientUrl: location === null ? null : buildHotelCompareUrl({ ...location, audience: "client" }),
      fullUrl: location === null ? null : buildHotelCompareUrl({ ...location, audience: "full" }),
    },
    error: location === null ? { key: "hotelCompare.badUrl" } : query.isError ? { key: "hotelCompare.error" } : null,
    actions: { retry: () => void query.refetch() },
  };
};
