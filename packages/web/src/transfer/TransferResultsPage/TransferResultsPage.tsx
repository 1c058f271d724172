import {
  type MessageKey,
  type PaginationView,
  type ResultsStatus,
  TRANSFER_SORTS,
  type TransferMessageKey,
  type TransferOption,
  type TransferSort,
} from "@travesia/core";
import type { ReactNode } from "react";
import { Link } from "react-router-dom";
import pageStyles from "../../shared/Page.module.css";
import { Pager } from "../../shared/results/Pager/Pager";
import { SelectField } from "../../shared/SelectField/SelectField";
import { useTransferT } from "../useTransferT";
import styles from "./TransferResultsPage.module.css";

/** Props of the stateless {@link TransferResultsPage}. */
export interface TransferResultsPageProps {
  readonly status: ResultsStatus;
  readonly errorKey: MessageKey | null;
  readonly fromName: string;
  readonly toName: string;
  /** The search in a line: the day and time of each way and the passengers. */
  readonly summary: string;
  readonly options: readonly TransferOption[];
  /** Offers the filters keep. */
  readonly total: number;
  readonly pagination: PaginationView;
  readonly sort: TransferSort;
  /** The filter panel (core's sections on the shared frame). */
  readonly filters: ReactNode;
  readonly card: (option: TransferOption) => ReactNode;
  /** A phone: the filters fold behind one toggle above the list. */
  readonly phone?: boolean;
  readonly homeHref: string;
  readonly onSort: (sort: TransferSort) => void;
  readonly onPage: (page: number) => void;
  readonly onRetry: () => void;
  readonly onClearFilters: () => void;
}

const SORT_KEYS: Readonly<Record<TransferSort, TransferMessageKey>> = {
  price: "transfer.sortPrice",
  priceDesc: "transfer.sortPriceDesc",
  duration: "transfer.sortDuration",
};

/**
 * The transfer results page: heading with both ends and the search in a line, the count and the sort, the filter
 * panel beside the list on desktop and above it on a phone, a page of cards and the shared pager; the loading,
 * empty, filtered-out, failure and bad-address states.
 */
export const TransferResultsPage = (props: TransferResultsPageProps) => {
  const t = useTransferT();
  const { status } = props;
  if (status === "invalid")
    return (
      <div className={styles.page}>
        <h1 className={styles.title}>{t("transfer.searchTitle")}</h1>
        <p role="alert">{t("transfer.urlInvalid")}</p>
        <Link to={props.homeHref}>{t("shell.goHome")}</Link>
      </div>
    );
  const title =
    props.fromName === "" ? t("transfer.searchTitle") : t("transfer.title", { from: props.fromName, to: props.toName });
  return (
    <div className={styles.page} aria-busy={status === "loading"}>
      <h1 className={styles.title}>{title}</h1>
      {props.summary === "" ? null : <p className={styles.summary}>{props.summary}</p>}
      {status === "error" ? (
        <div role="alert" className={styles.notice}>
          <p>{t(props.errorKey ?? "transfer.failed")}</p>
          <button type="button" className={pageStyles.primary} onClick={props.onRetry}>
            {t("transfer.retry")}
          </button>
        </div>
      ) : status === "loading" ? (
        <p role="status">{t("select.searching")}</p>
      ) : status === "empty" ? (
        <p role="status" className={styles.notice}>
          {t("transfer.empty")}
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
          <section className={styles.results} aria-labelledby="transfer-count">
            <div className={styles.bar}>
              <h2 id="transfer-count" className={styles.count} aria-live="polite">
                {t("transfer.count", { count: props.total })}
              </h2>
              <SelectField
                id="transfer-sort"
                label={t("transfer.sort")}
                value={props.sort}
                choices={TRANSFER_SORTS.map((sort) => ({ value: sort, label: t(SORT_KEYS[sort]) }))}
                onChange={(value) => props.onSort(value as TransferSort)}
              />
            </div>
            {props.options.length === 0 ? (
              <div role="status" className={styles.notice}>
                <p>{t("transfer.emptyFiltered")}</p>
                <button type="button" className={pageStyles.secondary} onClick={props.onClearFilters}>
                  {t("shell.clearFilters")}
                </button>
              </div>
            ) : null}
            <ol className={styles.list} aria-label={t("transfer.results")}>
              {props.options.map((option) => (
                <li key={option.id}>{props.card(option)}</li>
              ))}
            </ol>
            <Pager pagination={props.pagination} onPage={props.onPage} />
          </section>
        </div>
      )}
    </div>
  );
};

/** What the transfer results route shows a user whose record does not allow transfers. */
export const TransferNotOffered = ({ homeHref }: { readonly homeHref: string }) => {
  const t = useTransferT();
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{t("transfer.searchTitle")}</h1>
      <p role="alert">{t("findHash.notOfferedTransfer")}</p>
      <Link to={homeHref}>{t("shell.goHome")}</Link>
    </div>
  );
};
