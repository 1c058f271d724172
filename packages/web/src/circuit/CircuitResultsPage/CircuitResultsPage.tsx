import {
  CIRCUIT_SORTS,
  type CircuitCardTexts,
  type CircuitSort,
  type CircuitSummary,
  circuitCodeKey,
  circuitResultsTitle,
  type MessageKey,
} from "@travesia/core";
import type { ReactNode } from "react";
import { type ListResultsCommon, ListResultsPage } from "../../shared/results/ListResultsPage/ListResultsPage";
import {
  LIST_RESULTS_STAND_IN,
  standInFilters,
  standInNoop,
} from "../../shared/results/ListResultsPage/listResultsStandIn";
import { CircuitCard, CircuitCardView } from "../CircuitCard/CircuitCard";
import { CircuitFilterPanel } from "../CircuitFilterPanel/CircuitFilterPanel";
import { useCircuitT } from "../useCircuitT";

/** Props of {@link CircuitResultsFrame}: the page's texts as they are shown, and its cards. */
interface CircuitResultsFrameProps<T> extends ListResultsCommon {
  readonly errorKey: MessageKey | null;
  readonly title: string;
  /** What the search asked for, as one line ('2 viajeros, 1 habitación · mayo de 2027'). */
  readonly searchLine: string;
  /** '12 circuitos'. */
  readonly count: string;
  readonly sort: CircuitSort;
  readonly onSort: (sort: CircuitSort) => void;
  readonly items: readonly T[];
  readonly itemKey: (item: T) => string;
  readonly card: (item: T, index: number) => ReactNode;
}

/**
 * The circuit results page on the list-results frame, in the circuit's words: heading and the search in a line,
 * count and sort, the filters, a page of cards and the pager; the frame's states. Drawn by the page and by the
 * shell's stand-in.
 */
const CircuitResultsFrame = <T,>({ searchLine, ...props }: CircuitResultsFrameProps<T>) => {
  const t = useCircuitT();
  return (
    <ListResultsPage
      {...props}
      id="circuit"
      line={searchLine}
      texts={{
        product: t("shell.productCircuits"),
        urlInvalid: t("circuit.urlInvalid"),
        failed: t(props.errorKey ?? "circuit.searchFailed"),
        retry: t("bundleResults.retry"),
        empty: t("circuit.noResults"),
        filteredOut: t("circuit.filteredOut"),
        count: props.count,
        sortLabel: t("shell.sortBy"),
      }}
      sort={{
        value: props.sort,
        orders: CIRCUIT_SORTS,
        label: (sort) => t(circuitCodeKey("sort", sort)),
        onChange: props.onSort,
      }}
    />
  );
};

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
 * The circuit results page: its heading (the area's name, or the product's while the search names none), the search
 * in a line, the count, and a page of circuit cards linking to their detail.
 */
export const CircuitResultsPage = ({ areaName, circuits, total, detailHref, ...rest }: CircuitResultsPageProps) => {
  const t = useCircuitT();
  return (
    <CircuitResultsFrame
      {...rest}
      title={circuitResultsTitle(areaName, t)}
      count={t("circuit.count", { count: total })}
      items={circuits}
      itemKey={(circuit) => circuit.id}
      card={(circuit) => <CircuitCard circuit={circuit} href={detailHref(circuit)} />}
    />
  );
};

/** Props of {@link CircuitResultsStandIn}: the texts it shows (in the build, slots the portal's server fills). */
export interface CircuitResultsStandInProps {
  readonly title: string;
  readonly searchLine: string;
  readonly count: string;
  /** The first card's texts. */
  readonly texts: CircuitCardTexts;
}

/**
 * The circuit results page as its first render with its replies draws it, its first card alone: what the shell shows
 * in the page's place until the page's script draws it whole (heading and the search's line, count, sort, the filter
 * panel's frame, the first card, whose route is the page's largest text; the shared parts: `listResultsStandIn.tsx`).
 * The sort is the default one: the server fills a stand-in only for a URL that keeps it (core's
 * `circuitResultsStandInValues`).
 */
export const CircuitResultsStandIn = ({ title, searchLine, count, texts }: CircuitResultsStandInProps) => (
  <CircuitResultsFrame
    {...LIST_RESULTS_STAND_IN}
    title={title}
    searchLine={searchLine}
    count={count}
    sort="recommended"
    filters={standInFilters((phone) => (
      <CircuitFilterPanel sections={[]} onToggle={standInNoop} onClear={standInNoop} phone={phone} />
    ))}
    card={() => <CircuitCardView circuitId="stand-in" texts={texts} href={null} />}
  />
);
