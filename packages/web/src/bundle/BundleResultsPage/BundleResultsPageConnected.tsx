import { bundleCellUrl } from "@travesia/core";
import { useBundlePriceGrid, useBundleResults, useBundleThemes, useCurrency } from "@travesia/hooks";
import { lazy, Suspense, useMemo } from "react";
import { useLocation, useNavigate } from "react-router-dom";
import { useLanguageCode } from "../../i18n/LanguageContext";
import { BundlePriceGrid } from "../BundlePriceGrid/BundlePriceGrid";
import { BundleResultsPage } from "./BundleResultsPage";

// The bundle form (comboboxes, tiles) downloads only when 'Ajustar Búsqueda' opens it.
const BundleSearchBox = lazy(async () => ({
  default: (await import("../BundleSearchBox/BundleSearchBoxConnected")).BundleSearchBoxConnected,
}));

/** The bundle results route (`/dynamicVacationBundle/results?…`) wired to the bundle hooks. */
export const BundleResultsPageConnected = () => {
  const { search } = useLocation();
  const navigate = useNavigate();
  const language = useLanguageCode();
  const results = useBundleResults(search, language);
  const grid = useBundlePriceGrid(results.data.bundles);
  const themes = useBundleThemes().data.themes;
  const { currencies } = useCurrency();
  const currencySymbols = useMemo(
    () => Object.fromEntries(currencies.map((currency) => [currency.id, currency.currencySymbol])),
    [currencies],
  );
  const { query } = results.data;
  return (
    <BundleResultsPage
      status={results.status}
      all={query?.all ?? false}
      chosen={results.data.formValues}
      themes={themes}
      count={results.data.bundles.length}
      bundles={results.data.pageBundles}
      page={results.data.page}
      pages={results.data.pages}
      currencySymbols={currencySymbols}
      onPage={results.actions.setPage}
      onRetry={results.actions.retry}
      adjustForm={
        <Suspense fallback={null}>
          {/* A new search (another address) opens the form with that search's values. */}
          <BundleSearchBox key={search} initial={results.data.formValues} />
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
};
