import {
  type FlightFilterPanel,
  type FlightPanelOptions,
  type FlightSearchFilters,
  type FlightSearchReply,
  flightFilterPanel,
  flightFilterPanelVariant,
  flightPanelOptionsFromReply,
  flightSearchFiltersDefault,
} from "@travesia/core";
import { useMemo } from "react";
import { useShared } from "../results/useShared.js";
import { useSegmentTypesFilter } from "./useSegmentTypesFilter.js";

const { pagination: FIRST_PAGE, sorting: DEFAULT_SORT } = flightSearchFiltersDefault;

/** The filter panel of a flight results page, each part keeping its identity while its value does. */
export interface FlightPanel {
  /** Which sections (core's `flightFilterPanel`), by the screen's width and the viewer's kind. */
  readonly panel: FlightFilterPanel;
  /** The options of the reply (core's `flightPanelOptionsFromReply`). */
  readonly options: FlightPanelOptions;
  /** The filters as the panel shows them: no page, and the sort only where its phone header holds the select. */
  readonly panelFilters: FlightSearchFilters;
}

/**
 * The panel of a flight results page. A filter or sort click gets equal options back in a new reply, and a page or
 * (outside the phone's header) sort click leaves what the panel shows as it was: shared by value, the memoised panel
 * is not drawn again.
 */
export const useFlightPanel = (
  viewportWidth: number,
  isAgent: boolean,
  oneWay: boolean,
  filters: FlightSearchFilters,
  reply: FlightSearchReply | undefined,
): FlightPanel => {
  const segmentTypes = useSegmentTypesFilter();
  const facets = reply?.flights?.filters;
  const total = reply?.xTotalCount ?? reply?.flights?.solutions.length ?? 0;
  const options = useShared(useMemo(() => flightPanelOptionsFromReply(facets, total), [facets, total]));
  const variant = flightFilterPanelVariant(viewportWidth);
  const panel = useMemo(
    () => flightFilterPanel({ variant, b2b: isAgent, segmentTypesEnabled: segmentTypes, oneWay }),
    [variant, isAgent, segmentTypes, oneWay],
  );
  const sortInPanel = panel.variant === "phone";
  const panelFilters = useShared(
    useMemo(
      () => ({ ...filters, pagination: FIRST_PAGE, sorting: sortInPanel ? filters.sorting : DEFAULT_SORT }),
      [filters, sortInPanel],
    ),
  );
  return useMemo(() => ({ panel, options, panelFilters }), [panel, options, panelFilters]);
};
