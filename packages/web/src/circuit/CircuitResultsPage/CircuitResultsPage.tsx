import {
  CIRCUIT_SORTS,
  type CircuitSort,
  type CircuitSummary,
  circuitCodeKey,
  type MessageKey,
  type PaginationView,
  type ResultsStatus,
} from "@travesia/core";
import type { ReactNode } from "react";
import { ListResultsPage } from "../../shared/results/ListResultsPage/ListResultsPage";
import { CircuitCard } from "../CircuitCard/CircuitCard";
import { useCircuitT } from "../useCircuitT";

/** Props of the stateless {@link CircuitResultsPage}. */
export interface CircuitResultsPageProps {
  readonly status: ResultsStatus;
  readonly errorKey: MessageKey | null;
  readonly areaName: string;
  /** What the search asked for, as one line ('2 viajeros, 1 habitación · mayo de 2027'). */
  readonly searchLine: string;
  readonly circuits: readonly CircuitSummary[];
  readonly total: number;
  readonly pagination: PaginationView;
  readonly sort: CircuitSort;
  /** The filter panel (core's sections on the list-results frame, folded on a phone). */
  readonly filters: ReactNode;
  readonly detailHref: (circuit: CircuitSummary) => string;
  readonly homeHref: string;
  readonly onSort: (sort: CircuitSort) => void;
  readonly onPage: (page: number) => void;
  readonly onRetry: () => void;
  readonly onClearFilters: () => void;
}

/**
 * The circuit results page on the list-results frame: heading and the search in a line, count and sort, the
 * filters, a page of circuit cards linking to their detail and the pager; the frame's states in the circuit's words.
 */
export const CircuitResultsPage = (props: CircuitResultsPageProps) => {
  const t = useCircuitT();
  return (
    <ListResultsPage
      id="circuit"
      status={props.status}
      title={props.areaName === "" ? t("shell.productCircuits") : t("circuit.resultsTitle", { name: props.areaName })}
      line={props.searchLine}
      texts={{
        product: t("shell.productCircuits"),
        urlInvalid: t("circuit.urlInvalid"),
        failed: t(props.errorKey ?? "circuit.searchFailed"),
        retry: t("bundleResults.retry"),
        empty: t("circuit.noResults"),
        filteredOut: t("circuit.filteredOut"),
        count: t("circuit.count", { count: props.total }),
        sortLabel: t("shell.sortBy"),
      }}
      sort={{
        value: props.sort,
        orders: CIRCUIT_SORTS,
        label: (sort) => t(circuitCodeKey("sort", sort)),
        onChange: props.onSort,
      }}
      filters={props.filters}
      items={props.circuits}
      itemKey={(circuit) => circuit.id}
      card={(circuit) => <CircuitCard circuit={circuit} href={props.detailHref(circuit)} />}
      pagination={props.pagination}
      homeHref={props.homeHref}
      onPage={props.onPage}
      onRetry={props.onRetry}
      onClearFilters={props.onClearFilters}
    />
  );
};
