import { CIRCUIT_SORTS, type CircuitSort, type CircuitSummary, circuitCodeKey, type MessageKey } from "@travesia/core";
import { type ListResultsCommon, ListResultsPage } from "../../shared/results/ListResultsPage/ListResultsPage";
import { CircuitCard } from "../CircuitCard/CircuitCard";
import { useCircuitT } from "../useCircuitT";

/** Props of the stateless {@link CircuitResultsPage}. */
export interface CircuitResultsPageProps extends ListResultsCommon {
  readonly errorKey: MessageKey | null;
  readonly areaName: string;
  /** What the search asked for, as one line ('2 viajeros, 1 habitación · mayo de 2027'). */
  readonly searchLine: string;
  readonly circuits: readonly CircuitSummary[];
  readonly total: number;
  readonly sort: CircuitSort;
  readonly detailHref: (circuit: CircuitSummary) => string;
  readonly onSort: (sort: CircuitSort) => void;
}

/**
 * The circuit results page on the list-results frame: heading and the search in a line, count and sort, the
 * filters, a page of circuit cards linking to their detail and the pager; the frame's states in the circuit's words.
 */
export const CircuitResultsPage = (props: CircuitResultsPageProps) => {
  const t = useCircuitT();
  return (
    <ListResultsPage
      {...props}
      id="circuit"
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
      items={props.circuits}
      itemKey={(circuit) => circuit.id}
      card={(circuit) => <CircuitCard circuit={circuit} href={props.detailHref(circuit)} />}
    />
  );
};
