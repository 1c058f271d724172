import { keepPreviousData, useQuery } from "@tanstack/react-query";
import {
  buildPackageResultsUrl,
  packageSearchEndpoint,
  packageSearchFormValues,
  packageSearchPath,
  parsePackageResultsUrl,
  resultsStatus,
} from "@travesia/core";
import { Result } from "effect";
import { useMemo } from "react";
import { fetchEndpoint } from "../query/fetchEndpoint.js";
import { usePortalQuery } from "../query/portalQueryClient.js";
import type { PackageResultsResult } from "./packageResultsTypes.js";

export type * from "./packageResultsTypes.js";

/**
 * The package results page (spec 002 §2 "/flightsHotels/results — the search is serialised into the path"): the URL
 * is the state. It reads with core's `parsePackageResultsUrl`; the search goes to `packageSearchEndpoint` as the
 * canonical results path through TanStack Query, keyed by the request it sends (`packageSearchPath`) and nothing else:
 * the server reads the user kind from the session cookie, so the first request is already the agent's; a key holding
 * the kind as the config store guessed it (B2C until the configuration came) sent an agent's search twice. A newer URL
 * leaves the older query unobserved (its request aborts) and a late reply lands under its own key, never in the newer
 * one. Status is core's `resultsStatus`; data and verbs keep their identity while the URL and the reply stay.
 *
 * @example const results = usePackageResults(location.pathname);
 */
export const usePackageResults = (url: string): PackageResultsResult => {
  const { world, client } = usePortalQuery();
  const search = useMemo(() => Result.getOrNull(parsePackageResultsUrl(url)), [url]);
  const canonical = search === null ? null : buildPackageResultsUrl(search);
  const query = useQuery(
    {
      queryKey: ["packageSearch", canonical === null ? null : packageSearchPath(canonical)],
      queryFn: ({ signal }) => fetchEndpoint(world.api, packageSearchEndpoint, [canonical ?? ""], { signal }),
      enabled: canonical !== null,
      placeholderData: keepPreviousData,
    },
    client,
  );
  const reply = query.data ?? null;
  const failed = query.isError || reply?.done === false;
  // A package needs a flight and a hotel: the results it offers are as many as the fewer of the two.
  const count = reply === null ? null : Math.min(reply.flights.length, reply.hotels.length);
  const status = resultsStatus({ valid: search !== null, failed, count, pending: false });
  const updating = query.isFetching;
  const data = useMemo(() => {
    const form = search === null ? null : packageSearchFormValues(search);
    return { search, form, reply: failed ? null : reply, updating };
  }, [search, failed, reply, updating]);
  const { refetch } = query;
  const actions = useMemo(() => ({ retry: () => void refetch() }), [refetch]);
  const error = status === "invalid" || status === "error" || status === "empty" ? { key: ERROR_KEYS[status] } : null;
  return { status, data, error, actions };
};

const ERROR_KEYS = {
  invalid: "packageSearch.urlInvalid",
  error: "packageSearch.failed",
  empty: "packageSearch.empty",
} as const;
