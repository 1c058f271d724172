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
import { Link } from "react-router-dom";
import pageStyles from "../../shared/Page.module.css";
import { Pager } from "../../shared/results/Pager/Pager";
import { SelectField } from "../../shared/SelectField/SelectField";
import { CircuitCard } from "../CircuitCard/CircuitCard";
import { useCircuitT } from "../useCircuitT";
import styles from "./CircuitResultsPage.module.css";

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
  /** The filter panel (core's sections on the shared frame). */
  readonly filters: ReactNode;
  readonly detailHref: (circuit: CircuitSummary) => string;
  readonly homeHref: string;
  readonly onSort: (sort: CircuitSort) => void;
  readonly onPage: (page: number) => void;
  readonly onRetry: () => void;
  /** On a phone the filters fold behind 'Mostrar filtros', so the cards come first. */
  readonly phone?: boolean;
}

/**
 * The circuit results page: heading and count, sort, the filter panel beside the list on desktop and above it on a
 * phone, a page of cards and the shared pager; the loading, empty, filtered-out, failure and bad-address states.
 */
export const CircuitResultsPage = (props: CircuitResultsPageProps) => {
  const t = useCircuitT();
  const { status } = props;
  const title =
    props.areaName === "" ? t("shell.productCircuits") : t("circuit.resultsTitle", { name: props.areaName });
  if (status === "invalid")
    return (
      <div className={styles.page}>
        <h1 className={styles.title}>{t("shell.productCircuits")}</h1>
        <p role="alert">{t("circuit.urlInvalid")}</p>
        <Link to={props.homeHref}>{t("shell.goHome")}</Link>
      </div>
    );
  return (
    <div className={styles.page} aria-busy={status === "loading"}>
      <h1 className={styles.title}>{title}</h1>
      <p className={styles.line}>{props.searchLine}</p>
      {status === "error" ? (
        <div role="alert" className={styles.notice}>
          <p>{t(props.errorKey ?? "circuit.searchFailed")}</p>
          <button type="button" className={pageStyles.primary} onClick={props.onRetry}>
            {t("bundleResults.retry")}
          </button>
        </div>
      ) : status === "loading" ? (
        <p role="status">{t("select.searching")}</p>
      ) : status === "empty" ? (
        <p role="status" className={styles.notice}>
          {t("circuit.noResults")}
        </p>
      ) : (
        <div className={styles.layout}>
          {props.phone === true ? (
            <details className={styles.phoneFilters}>
              <summary>{t("shell.showFilters")}</summary>
              {props.filters}
            </details>
          ) : (
            <div className={styles.filters}>{props.filters}</div>
          )}
          <section className={styles.results} aria-labelledby="circuit-count">
            <div className={styles.bar}>
              <h2 id="circuit-count" className={styles.count} aria-live="polite">
                {t("circuit.count", { count: props.total })}
              </h2>
              <SelectField
                id="circuit-sort"
                label={t("shell.sortBy")}
                value={props.sort}
                choices={CIRCUIT_SORTS.map((sort) => ({ value: sort, label: t(circuitCodeKey("sort", sort)) }))}
                onChange={(value) => props.onSort(value as CircuitSort)}
              />
            </div>
            {props.circuits.length === 0 ? <p role="status">{t("circuit.filteredOut")}</p> : null}
            <ol className={styles.list}>
              {props.circuits.map((circuit) => (
                <li key={circuit.id}>
                  <CircuitCard circuit={circuit} href={props.detailHref(circuit)} />
                </li>
              ))}
            </ol>
            <Pager pagination={props.pagination} onPage={props.onPage} />
          </section>
        </div>
      )}
    </div>
  );
};
