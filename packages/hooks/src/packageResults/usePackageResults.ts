import { keepPreviousData, useQuery } from "@tanstack/react-query";
import {
  buildPackageResultsUrl,
  packageSearchEndpoint,
  packageSearchFormValues,
  parsePackageResultsUrl,
} from "@travesia/core";
import { Result } from "effect";
import { useMemo } from "react";
import { usePortalStore } from "../provider/PortalProvider.js";
import { fetchEndpoint } from "../query/fetchEndpoint.js";
import { usePortalQuery } from "../query/portalQueryClient.js";
import type { PackageResultsResult, PackageResultsStatus } from "./packageResultsTypes.js";

export type * from "./packageResultsTypes.js";

/**
 * The package results page (spec 002 §2 "/flightsHotels/results — the search is serialised into the path"): the URL
 * is the state. It reads with core's `parsePackageResultsUrl`; the search goes to `packageSearchEndpoint` as the
 * canonical results path through TanStack Query, one query per URL and user kind, so a newer URL leaves the older
 * query unobserved (its request aborts) and a late reply lands under its own key, never in the newer one.
 *
 * @example const results = usePackageResults(location.pathname);
 */
export const usePackageResults = (url: string): PackageResultsResult => {
  const { world, client } = usePortalQuery();
  const parsed = useMemo(() => parsePackageResultsUrl(url), [url]);
  const search = Result.isSuccess(parsed) ? parsed.success : null;
  const canonical = search === null ? null : buildPackageResultsUrl(search);
  const viewer = usePortalStore("config", (config) => config.portalType ?? "B2C");
  const query = useQuery(
    {
      queryKey: ["packageSearch", viewer, canonical],
      queryFn: ({ signal }) => fetchEndpoint(world.api, packageSearchEndpoint, [canonical ?? ""], { signal }),
      enabled: canonical !== null,
      placeholderData: keepPreviousData,
    },
    client,
  );
  const reply = query.data ?? null;
  const failed = query.isError || reply?.done === false;
  const status: PackageResultsStatus =
    search === null
      ? "invalid"
      : failed
        ? "error"
        : reply === null
          ? "loading"
          : reply.flights.length === 0 || reply.hotels.length === 0
            ? "empty"
            : "ready";
  const form = useMemo(() => (search === null ? null : packageSearchFormValues(search)), [search]);
  return {
    status,
    data: { search, form, reply: failed ? null : reply, updating: query.isFetching },
    error:
      status === "invalid"
        ? { key: "packageSearch.urlInvalid" }
        : status === "error"
          ? { key: "packageSearch.failed" }
          : status === "empty"
            ? { key: "packageSearch.empty" }
            : null,
    actions: { retry: () => void query.refetch() },
  };
};
