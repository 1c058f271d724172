import { packageSearchFormValues } from "@travesia/core";
import { useMemo } from "react";
import { useResultsEngine } from "../results/useResultsEngine.js";
import { packageResults } from "./packageResultsProduct.js";
import type { PackageResultsResult } from "./packageResultsTypes.js";

export type * from "./packageResultsTypes.js";

/** The page has no verb that writes another URL (no filters, sort or page): a new search comes from the form. */
const NO_NAVIGATION = () => undefined;

const ERROR_KEYS = {
  invalid: "packageSearch.urlInvalid",
  error: "packageSearch.failed",
  empty: "packageSearch.empty",
} as const;

/**
 * The package results page (spec 002 §2) on the results engine: the URL is the state, read with core's
 * `parsePackageResultsUrl`; the search is keyed by the request it sends and nothing else. The server reads the user
 * kind from the session cookie, so the first request is already the agent's: a key holding the kind as the config
 * store guessed it (B2C until the configuration came) would send an agent's search twice. A newer URL aborts the
 * older request and a late reply lands under its own key; the previous reply stays shown (`updating`) meanwhile.
 * Status is core's `resultsStatus`; data and verbs keep their identity while the URL and the reply stay.
 *
 * @example const results = usePackageResults(location.pathname);
 */
export const usePackageResults = (url: string): PackageResultsResult => {
  const { status, page, reply, updating, verbs } = useResultsEngine(packageResults, { url, navigate: NO_NAVIGATION });
  const shown = status === "error" ? null : (reply ?? null);
  const data = useMemo(() => {
    const form = page === null ? null : packageSearchFormValues(page);
    return { search: page, form, reply: shown, updating };
  }, [page, shown, updating]);
  const actions = useMemo(() => ({ retry: verbs.retry }), [verbs]);
  const error = status === "invalid" || status === "error" || status === "empty" ? { key: ERROR_KEYS[status] } : null;
  return { status, data, error, actions };
};
