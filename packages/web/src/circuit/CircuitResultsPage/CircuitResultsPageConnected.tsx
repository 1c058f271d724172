import { buildCircuitDetailUrl, circuitSearchLine, ROUTES } from "@travesia/core";
import { useCircuitResults } from "@travesia/hooks";
import { useLocation, useNavigate } from "react-router-dom";
import { useLanguageCode } from "../../i18n/LanguageContext";
import { useDeviceClass } from "../../shared/searchForm/useMediaQuery";
import { CircuitFilterPanel } from "../CircuitFilterPanel/CircuitFilterPanel";
import { CircuitOffered } from "../CircuitOffered";
import { CircuitResultsPage } from "./CircuitResultsPage";

/** The circuit results route: the results for a portal that offers circuits; for any other, that it does not. */
export const CircuitResultsPageConnected = () => (
  <CircuitOffered>
    <CircuitResultsLoaded />
  </CircuitOffered>
);

/** The circuit results wired to `useCircuitResults` (the URL is the state; every verb navigates). */
const CircuitResultsLoaded = () => {
  const location = useLocation();
  const navigate = useNavigate();
  const language = useLanguageCode();
  const device = useDeviceClass();
  const results = useCircuitResults(`${location.pathname}${location.search}`, (next) => navigate(next));
  const { data, actions } = results;
  const search = data.page?.search;
  return (
    <CircuitResultsPage
      status={results.status}
      errorKey={results.error?.key ?? null}
      areaName={data.areaName}
      searchLine={search === undefined ? "" : circuitSearchLine(search, language)}
      circuits={data.circuits}
      total={data.total}
      pagination={data.pagination}
      sort={data.sort}
      filters={
        <CircuitFilterPanel
          sections={data.panel}
          onToggle={actions.toggle}
          onClear={actions.clearFilters}
          phone={device === "phone"}
        />
      }
      detailHref={(circuit) =>
        search === undefined
          ? ROUTES.home
          : buildCircuitDetailUrl({
              circuitId: circuit.id,
              month: search.month,
              travellers: search.travellers,
              rooms: search.rooms,
            })
      }
      homeHref={ROUTES.home}
      onSort={actions.setSort}
      onPage={actions.setPage}
      onRetry={actions.retry}
      onClearFilters={actions.clearFilters}
    />
  );
};
