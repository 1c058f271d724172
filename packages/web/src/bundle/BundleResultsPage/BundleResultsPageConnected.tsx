import { bundleCellUrl, bundleResultsSummary, bundleResultsUrl } from "@travesia/core";
import {
  prefetchBundleResults,
  useBundlePriceGrid,
  useBundleResults,
  useBundleThemes,
  useCurrency,
} from "@travesia/hooks";
import { lazy, memo, Suspense, useDeferredValue, useMemo } from "react";
import { useLocation, useNavigate } from "react-router-dom";
import { useLanguageCode, useT } from "../../i18n/LanguageContext";
import { useWidgetsWaitFor } from "../../shared/primaryContent";
import { BundlePriceGrid } from "../BundlePriceGrid/BundlePriceGrid";
import { BundleResultsPage } from "./BundleResultsPage";

// The bundle form (comboboxes, tiles) downloads only when 'Ajustar Búsqueda' opens it.
const BundleSearchBox = lazy(async () => ({
  default: (await import("../BundleSearchBox/BundleSearchBoxConnected")).BundleSearchBoxConnected,
}));

/** The bundle results route (`/dynamicVacationBundle/results?…`) wired to the bundle hooks. */
export const BundleResultsPageConnected = () => {
  const { search } = useLocation();
  const language = useLanguageCode();
  const navigate = useNavigate();
  const { status, data, actions } = useBundleResults(search, language, navigate);
  // The hook keeps its data and verbs until the address, the reply or the language changes.
  const shown = useMemo<ShownBundles>(() => ({ search, status, data }), [search, status, data]);
  // A reply's page (the cards and the price grid: a long render on a slow CPU) is drawn in the background,
  // in slices that leave the main thread to the browser between them; the page on screen stays until it is ready.
  const deferred = useDeferredValue(shown);
  return <BundleResultsBody shown={deferred} verbs={actions} />;
};

type BundleResultsResult = ReturnType<typeof useBundleResults>;

interface ShownBundles {
  readonly search: string;
  readonly status: BundleResultsResult["status"];
  readonly data: BundleResultsResult["data"];
}

type BundleResultsVerbs = BundleResultsResult["actions"];

const BundleResultsBody = memo(function BundleResultsBody({
  shown: { search, status, data },
  verbs,
}: {
  readonly shown: ShownBundles;
  readonly verbs: BundleResultsVerbs;
}) {
  const t = useT();
  const navigate = useNavigate();
  const grid = useBundlePriceGrid(data.bundles);
  const themes = useBundleThemes().data.themes;
  const { currencies } = useCurrency();
  const currencySymbols = useMemo(
    () => Object.fromEntries(currencies.map((currency) => [currency.id, currency.currencySymbol])),
    [currencies],
  );
  const { query } = data;
  // The proposals (the page's largest paint) come before the widgets' code.
  useWidgetsWaitFor(status !== "loading");
  return (
    <BundleResultsPage
      status={status}
      all={query?.all ?? false}
      summary={bundleResultsSummary(data.formValues, themes, data.bundles, t("bundleResults.anyChoice"))}
      count={data.bundles.length}
      bundles={data.pageBundles}
      pagination={data.pagination}
      currencySymbols={currencySymbols}
      onPage={verbs.setPage}
      onRetry={verbs.retry}
      adjustForm={
        <Suspense fallback={null}>
          {/* A new search (another address than another page's) opens the form with that search's values. */}
          <BundleSearchBox
            key={query === null ? search : bundleResultsUrl({ ...query, page: 1 })}
            initial={data.formValues}
          />
        </Suspense>
      }
      grid={
        grid.status === "empty" ? null : (
          <BundlePriceGrid
            {...grid.data}
            currencySymbols={currencySymbols}
            onPage={grid.actions.setPage}
            onOpen={(destinationId, month) => {
              if (query !== null) navigate(bundleCellUrl(query, destinationId, month));
            }}
          />
        )
      }
    />
  );
});

/** The page's first call, before its first render (routes' `PagePrefetch`): the address's search. */
export const prefetchBundleResultsPage = prefetchBundleResults;
