import { type BundleSearchOption, bundleSearchDestinationEndpoint, bundleSearchMonthEndpoint } from "@travesia/core";
import { hookMessageKeys } from "../common/hookMessageKeys.js";
import type { HookResult } from "../common/hookResult.js";
import { type LookupStatus, useDebouncedLookup } from "../internal/useDebouncedLookup.js";
import { usePortalWorld } from "../provider/PortalProvider.js";
import { fetchEndpoint } from "../query/fetchEndpoint.js";

/** Which multi-select of the bundle form: destinations or months. */
export type BundleOptionsKind = "destination" | "period";

/** What {@link useBundleOptions} returns. `starred`: the empty term's starred options. */
export type BundleOptionsResult = HookResult<
  Exclude<LookupStatus, "initial"> | "starred",
  { readonly term: string; readonly options: readonly BundleSearchOption[] },
  { readonly setTerm: (term: string) => void }
>;

/**
 * The bundle form's multi-selects (spec 002 §2, §7): `GET /dynamicVacationBundle/searchDestination` or
 * `/searchMonth` with `pattern`. An empty term lists the reply's `starred`; a typed term queries from 3 characters
 * after 250 ms (select widgets, spec 000 §5, §9) and lists `all`. Below 3 characters: `tooShort`
 * ('Ingrese al menos 3 caracteres', core's `select.minCharacters`).
 *
 * @example const months = useBundleOptions("period");
 */
export const useBundleOptions = (kind: BundleOptionsKind): BundleOptionsResult => {
  const { api } = usePortalWorld();
  const endpoint = kind === "destination" ? bundleSearchDestinationEndpoint : bundleSearchMonthEndpoint;
  const box = useDebouncedLookup<BundleSearchOption>({
    context: "select",
    queryKey: ["bundleOptions", kind],
    search: async (term, signal) => (await fetchEndpoint(api, endpoint, [term], { signal })).all,
    emptyQuery: async (signal) => (await fetchEndpoint(api, endpoint, [""], { signal })).starred,
  });
  return {
    status: box.status === "initial" ? "starred" : box.status,
    data: { term: box.term, options: box.options },
    error:
      box.status === "error"
        ? { key: hookMessageKeys.locationError }
        : box.status === "tooShort"
          ? { key: "select.minCharacters" }
          : null,
    actions: { setTerm: box.setTerm },
  };
};
