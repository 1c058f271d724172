import type { PaginationView, ResultsStatus } from "@travesia/core";
import type { ReactNode } from "react";
import { useT } from "../../../i18n/LanguageContext";
import pageStyles from "../../Page.module.css";
import { SelectField } from "../../SelectField/SelectField";
import { Pager } from "../Pager/Pager";
import { ProductMessagePage, ProductPage, RetryNotice, StatusNotice } from "../ProductPage/ProductPage";
import page from "../ProductPage/ProductPage.module.css";
import styles from "./ListResultsPage.module.css";

/** The page's texts, in the product's words (each product's catalog). */
interface ListResultsTexts {
  /** The product's name: the h1 of a bad address. */
  readonly product: string;
  readonly urlInvalid: string;
  /** The failure's text (the reply's error, or the product's own) and its retry button. */
  readonly failed: string;
  readonly retry: string;
  /** No offer for the search. */
  readonly empty: string;
  /** Offers there are, but the filters keep none. */
  readonly filteredOut: string;
  /** '12 traslados': the list's heading. */
  readonly count: string;
  readonly sortLabel: string;
  /** The list's accessible name, where it needs one beside the count. */
  readonly listLabel?: string;
}

/** The sort select: the product's orders, the chosen one, their labels. */
interface ListResultsSort<S extends string> {
  readonly value: S;
  readonly orders: readonly S[];
  readonly label: (order: S) => string;
  readonly onChange: (order: S) => void;
}

/** What a product's results page hands on to the frame as it is: the status, the filters, the pager and the verbs. */
export interface ListResultsCommon {
  readonly status: ResultsStatus;
  /** The filter panel (core's sections on `ListFilterFrame`; on a phone it folds itself). */
  readonly filters: ReactNode;
  /** Core's `paginationView`. */
  readonly pagination: PaginationView;
  readonly homeHref: string;
  readonly onPage: (page: number) => void;
  readonly onRetry: () => void;
  readonly onClearFilters: () => void;
}

/** Props of {@link ListResultsPage}. */
export interface ListResultsPageProps<T, S extends string> extends ListResultsCommon {
  /** The product's prefix of the page's ids (`{id}-count`, `{id}-sort`). */
  readonly id: string;
  /** The h1: the search's places, or the product's name while the search names none. */
  readonly title: string;
  /** The search in a line under the title (the days and the party), or nothing. */
  readonly line?: string;
  readonly texts: ListResultsTexts;
  readonly sort: ListResultsSort<S>;
  /** The page's offers and how each is keyed and drawn. */
  readonly items: readonly T[];
  readonly itemKey: (item: T) => string;
  /** Draws an item's card; `index` is its place on the page (the first card's image is the page's largest element). */
  readonly card: (item: T, index: number) => ReactNode;
}

/**
 * The list-results page of the products whose reply holds the whole list (transfers, activities, circuits): the
 * heading and the search in a line; the filter panel beside the list on desktop and above it below (where it folds
 * behind 'Mostrar filtros'); the count and the sort; a page of cards and the shared pager. Its states: loading,
 * empty, filtered out (with 'Limpiar Filtros'), failure with a retry, and a bad address with a way home.
 */
export const ListResultsPage = <T, S extends string>(props: ListResultsPageProps<T, S>) => {
  const t = useT();
  const { status, texts, sort } = props;
  if (status === "invalid")
    return (
      <ProductMessagePage
        title={texts.product}
        message={{ kind: "home", text: texts.urlInvalid, homeHref: props.homeHref }}
      />
    );
  return (
    <ProductPage title={props.title} line={props.line} busy={status === "loading"}>
      {status === "error" ? (
        <RetryNotice text={texts.failed} retry={texts.retry} onRetry={props.onRetry} />
      ) : status === "loading" ? (
        <p role="status">{t("select.searching")}</p>
      ) : status === "empty" ? (
        <StatusNotice>{texts.empty}</StatusNotice>
      ) : (
        <div className={`${page.columns} ${styles.layout}`}>
          <div>{props.filters}</div>
          <section className={styles.results} aria-labelledby={`${props.id}-count`}>
            <div className={styles.bar}>
              <h2 id={`${props.id}-count`} className={styles.count} aria-live="polite">
                {texts.count}
              </h2>
              <SelectField
                id={`${props.id}-sort`}
                label={texts.sortLabel}
                value={sort.value}
                choices={sort.orders.map((order) => ({ value: order, label: sort.label(order) }))}
                onChange={(value) => {
                  const order = sort.orders.find((candidate) => candidate === value);
                  if (order !== undefined) sort.onChange(order);
                }}
              />
            </div>
            {props.items.length === 0 ? (
              <StatusNotice>
                <p>{texts.filteredOut}</p>
                <button type="button" className={pageStyles.secondary} onClick={props.onClearFilters}>
                  {t("shell.clearFilters")}
                </button>
              </StatusNotice>
            ) : (
              <ol className={styles.list} aria-label={texts.listLabel}>
                {props.items.map((item, index) => (
                  <li key={props.itemKey(item)}>{props.card(item, index)}</li>
                ))}
              </ol>
            )}
            <Pager pagination={props.pagination} onPage={props.onPage} />
          </section>
        </div>
      )}
    </ProductPage>
  );
};
