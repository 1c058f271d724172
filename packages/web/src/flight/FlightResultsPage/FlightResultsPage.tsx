import {
  FLIGHT_SORT_MESSAGE_KEYS,
  FLIGHT_SORT_ORDERS,
  type FlightSortOrder,
  type MessageKey,
  type PaginationView,
} from "@travesia/core";
import type { FlightResultsStatus } from "@travesia/hooks";
import { type ReactNode, useDeferredValue, useId } from "react";
import { useT } from "../../i18n/LanguageContext";
import { CityHeading } from "../../shared/CityHeading/CityHeading";
import { SelectField } from "../../shared/SelectField/SelectField";
import { FlightCards } from "./FlightCards";
import styles from "./FlightResultsPage.module.css";

/** The add-to-budget bar: why it waits, or its label once every leg is chosen. */
interface FlightQuoteBar {
  readonly hintKey: MessageKey | null;
  readonly labelKey: MessageKey;
  readonly disabled: boolean;
  readonly onAdd: () => void;
}

/** The search form folded into one line (a phone): what was searched, and the press that opens the form. */
interface FlightSearchFold {
  /** "Buenos Aires → Miami". */
  readonly route: string;
  /** The dates and passengers: "08/01/2027 – 15/01/2027 · 2 pasajeros". */
  readonly details: string;
  readonly open: boolean;
  readonly onToggle: () => void;
}

/** Props of the stateless {@link FlightResultsPage}. */
export interface FlightResultsPageProps {
  readonly status: FlightResultsStatus;
  readonly errorKey: MessageKey | null;
  readonly toCity: string | null;
  /** The compact 'Actualizar' form (or, for a bad URL, the full one). */
  readonly searchForm: ReactNode;
  /** On a phone: the form folded behind a one-line summary of the search, so the results start near the top. */
  readonly searchFold?: FlightSearchFold | null;
  /** Slot: the filter panel. */
  readonly filters?: ReactNode;
  /** Slot: the date grid. */
  readonly dateGrid?: ReactNode;
  readonly sort: FlightSortOrder;
  readonly onSort: (sort: FlightSortOrder) => void;
  /** The filter panel's phone header carries the order-by select: the toolbar shows only the count. */
  readonly sortInPanel?: boolean;
  readonly totalCount: number;
  /** Core's `paginationView` of the reply's pages. */
  readonly pagination: PaginationView;
  readonly onPage: (page: number) => void;
  readonly count: number;
  readonly renderCard: (index: number) => ReactNode;
  readonly quote: FlightQuoteBar;
  /** A newer reply is on its way. */
  readonly updating: boolean;
  readonly onRetry: () => void;
}

/** The folded search form: a one-line summary of the search that opens and closes the 'Actualizar' form below it. */
/** The folded form's bar: what was searched, and the press that opens the form. */
const SearchFoldButton = ({
  fold,
  formId,
}: {
  readonly fold: Omit<FlightSearchFold, "onToggle"> & { readonly onToggle?: () => void };
  readonly formId?: string;
}) => {
  const t = useT();
  return (
    <button
      type="button"
      className={styles.foldButton}
      aria-expanded={fold.open}
      aria-controls={formId}
      onClick={fold.onToggle}
    >
      <span className={styles.foldText}>
        <span className={styles.foldRoute}>{fold.route}</span>
        <span className={styles.foldDetails}>{fold.details}</span>
      </span>
      <span className={styles.foldAction}>{t("flightResults.editSearch")}</span>
    </button>
  );
};

const SearchFold = ({ fold, form }: { readonly fold: FlightSearchFold; readonly form: ReactNode }) => {
  const t = useT();
  const formId = useId();
  return (
    <section className={styles.fold} aria-label={t("forms.searchSummaryTitle")}>
      <SearchFoldButton fold={fold} formId={formId} />
      <div id={formId} hidden={!fold.open}>
        {fold.open ? form : null}
      </div>
    </section>
  );
};

/** The page's heading (`CityHeading`): the searched city once the URL reads, the page's name otherwise. */
const HEADING = {
  titleKey: "flightResults.title",
  fallbackKey: "flightResults.results",
  className: styles.title,
} as const;

/**
 * The flight results route's stand-in in the prerendered shell: the page's heading and, on a phone, its folded search
 * form (the route, and the dates and passengers), each where the page draws it; the values are slots the portal's
 * server writes from the URL (core's `pageStandInValues`). The folded form's second line is a phone's largest text.
 */
export const FlightResultsStandIn = ({
  toCity,
  route,
  details,
}: {
  readonly toCity: string;
  readonly route: string;
  readonly details: string;
}) => {
  const t = useT();
  return (
    <div className={styles.page}>
      <CityHeading city={toCity} {...HEADING} />
      <section className={`${styles.fold} ${styles.phoneOnly}`} aria-label={t("forms.searchSummaryTitle")}>
        <SearchFoldButton fold={{ route, details, open: false }} />
      </section>
    </div>
  );
};

/**
 * The flight results page (spec 002 §2): the compact search form, the filter panel and date grid slots, the sort
 * 'orderby' (Precio, Relevancia, Duración), the count, the virtualised cards, pagination and the add-to-budget bar.
 * A bad URL shows its message and the search form; a failed search 'Fallo al recuperar los resultados'.
 */
export const FlightResultsPage = (props: FlightResultsPageProps) => {
  const t = useT();
  const ready = props.status === "ready";
  // The count and the cards follow a filter or sort in a render of their own, after the frame that shows the
  // control's new state: the click's paint does not wait for the cards (Event Timing, the part INP measures).
  const totalCount = useDeferredValue(props.totalCount);
  const count = useDeferredValue(props.count);
  const renderCard = useDeferredValue(props.renderCard);
  const pagination = useDeferredValue(props.pagination);
  return (
    <div className={styles.page}>
      <CityHeading city={props.toCity} {...HEADING} />
      {props.status === "invalid" ? (
        props.searchForm
      ) : props.searchFold ? (
        <SearchFold fold={props.searchFold} form={props.searchForm} />
      ) : (
        // The compact form's room is held while its code loads, so that the results below it do not move.
        <div className={styles.form}>{props.searchForm}</div>
      )}
      {props.status === "invalid" ? (
        <p role="alert" className={styles.message}>
          {t(props.errorKey ?? "flightResults.urlInvalid")}
        </p>
      ) : (
        // While the first reply loads, the layout holds a screen's height: the footer waits below the fold.
        <div className={props.status === "loading" ? `${styles.layout} ${styles.loading}` : styles.layout}>
          {props.filters ? <div className={styles.filters}>{props.filters}</div> : null}
          <div className={styles.results}>
            {props.dateGrid ? <div className={styles.dateGrid}>{props.dateGrid}</div> : null}
            <div className={styles.toolbar}>
              <p role="status" className={styles.count}>
                {props.status === "loading"
                  ? t("shell.loading")
                  : ready
                    ? t("flightResults.count", { count: totalCount })
                    : ""}
              </p>
              {props.sortInPanel === true ? null : (
                <SelectField
                  id="orderby"
                  label={t("shell.sortBy")}
                  value={props.sort}
                  className={styles.sort}
                  choices={FLIGHT_SORT_ORDERS.map((order) => ({
                    value: order,
                    label: t(FLIGHT_SORT_MESSAGE_KEYS[order]),
                  }))}
                  onChange={(value) => {
                    const order = FLIGHT_SORT_ORDERS.find((candidate) => candidate === value);
                    if (order !== undefined) props.onSort(order);
                  }}
                />
              )}
            </div>
            {props.status === "error" ? (
              <div role="alert" className={styles.message}>
                <p>{t(props.errorKey ?? "flight.searchFailed")}</p>
                <button type="button" className={styles.button} onClick={props.onRetry}>
                  {t("shell.update")}
                </button>
              </div>
            ) : null}
            {props.status === "empty" ? <p className={styles.message}>{t("flightResults.empty")}</p> : null}
            {ready ? (
              <div className={styles.cards} aria-busy={props.updating}>
                <FlightCards
                  count={count}
                  renderCard={renderCard}
                  pagination={pagination}
                  onPage={props.onPage}
                  label={t("flightResults.results")}
                />
              </div>
            ) : null}
          </div>
        </div>
      )}
      {ready ? (
        <section className={styles.quote} aria-label={t("flightResults.selection")}>
          <p className={styles.hint}>{props.quote.hintKey === null ? "" : t(props.quote.hintKey)}</p>
          <button type="button" className={styles.button} disabled={props.quote.disabled} onClick={props.quote.onAdd}>
            {t(props.quote.labelKey)}
          </button>
        </section>
      ) : null}
    </div>
  );
};
