import type { MessageKey, PackageHotelStayShown, PackageSearchSummaryLines, ResultsStatus } from "@travesia/core";
import { type ReactNode, useId } from "react";
import { useT } from "../../i18n/LanguageContext";
import { CityHeading } from "../../shared/CityHeading/CityHeading";
import styles from "./PackageResultsPage.module.css";

/** Where the page is (core's `ResultsStatus`): a URL it cannot read, the search running, failed, empty, or its results. */
type PackageResultsPageStatus = ResultsStatus;

/** One option of a part (a flight solution or a hotel), already drawn. */
interface PackageResultsItem {
  readonly key: string;
  readonly node: ReactNode;
}

/** The search as one line each (core's `packageSearchSummary`): where, when the flights go, who travels. */
type PackageResultsSearchSummary = PackageSearchSummaryLines;

/** Props of the stateless {@link PackageResultsPage}. */
export interface PackageResultsPageProps {
  readonly status: PackageResultsPageStatus;
  /** The message of a bad URL or a failed search; the page's own text when null. */
  readonly errorKey: MessageKey | null;
  /** The destination city, once the URL reads. */
  readonly toCity: string | null;
  /** The 'Actualizar' form restored from the URL (or, for a bad URL, the home's form, shown at once). */
  readonly searchForm: ReactNode;
  /** The search the URL holds, shown above the results with 'Ajustar búsqueda'; null for a bad URL. */
  readonly searchSummary: PackageResultsSearchSummary | null;
  /** The 'Actualizar' form is open. */
  readonly editing: boolean;
  readonly onToggleEdit: () => void;
  /** The hotel part's city and dates (the different-hotel city, the partial stay; core's `packageHotelStayShown`). */
  readonly stay: PackageHotelStayShown | null;
  readonly flights: readonly PackageResultsItem[];
  readonly hotels: readonly PackageResultsItem[];
  /** The package total that follows the choices, with its add-to-budget button. */
  readonly summary: ReactNode;
  /** A reply for a newer URL is on its way: the parts shown are marked busy until it lands. */
  readonly updating?: boolean;
  readonly onRetry: () => void;
}

/** A part of the package: its title, a line under it and its options, every one shown (no pagination). */
const Part = (props: {
  readonly titleKey: MessageKey;
  readonly line: string;
  readonly items: readonly PackageResultsItem[];
}) => {
  const t = useT();
  const id = useId();
  return (
    <section className={styles.part} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className={styles.partTitle}>
        {t(props.titleKey)}
      </h2>
      <p className={styles.line}>{props.line}</p>
      <ul className={styles.list} aria-labelledby={`${id}-title`}>
        {props.items.map((item) => (
          <li key={item.key}>{item.node}</li>
        ))}
      </ul>
    </section>
  );
};

/** The page's heading (`CityHeading`): the searched city once the URL reads, the page's name otherwise. */
const HEADING = {
  titleKey: "packageScreens.title",
  fallbackKey: "packageScreens.results",
  className: styles.title,
} as const;

const ignore = () => {};

/**
 * The package results route's stand-in in the prerendered shell: the page as its first render draws it while the
 * search runs (its heading, the search's summary with 'Ajustar búsqueda', the loading line), the URL's values in
 * slots the portal's server writes (core's `pageStandInValues`). On a phone the summary is the first screen's largest
 * text, larger than a flight card's leg title, so the shell's paint stays the page's largest.
 */
export const PackageResultsStandIn = (props: { readonly toCity: string } & PackageSearchSummaryLines) => (
  <PackageResultsPage
    status="loading"
    errorKey={null}
    toCity={props.toCity}
    searchForm={null}
    searchSummary={{ route: props.route, flightDates: props.flightDates, travellers: props.travellers }}
    editing={false}
    onToggleEdit={ignore}
    stay={null}
    flights={[]}
    hotels={[]}
    summary={null}
    onRetry={ignore}
  />
);

/**
 * The package results page (spec 002 §2 "/flightsHotels/results", spec 001 §2/§4 hotel selection inside dynamic
 * packaging): the 'Actualizar' form, the flight part (solution cards with their leg choice), the hotel part (every
 * hotel, no pagination) and the package summary beside them (at the bottom of the screen on phones). A URL that
 * does not read shows its message and the search form.
 */
export const PackageResultsPage = (props: PackageResultsPageProps) => {
  const t = useT();
  const ready = props.status === "ready";
  return (
    <div className={styles.page}>
      <CityHeading city={props.toCity} {...HEADING} />
      {props.searchSummary === null ? (
        props.searchForm
      ) : (
        <section className={styles.search} aria-label={t("packageScreens.searchSummary")}>
          {/* One paragraph of three lines: one block of text, as large as the three together. */}
          <p className={styles.facts}>
            <span className={styles.route}>{props.searchSummary.route}</span>
            <br />
            <span>{props.searchSummary.flightDates}</span>
            <br />
            <span className={styles.muted}>{props.searchSummary.travellers}</span>
          </p>
          <button type="button" className={styles.adjust} aria-expanded={props.editing} onClick={props.onToggleEdit}>
            {t("shell.adjustSearch")}
          </button>
          {props.editing ? <div className={styles.form}>{props.searchForm}</div> : null}
        </section>
      )}
      {props.status === "invalid" ? (
        <p role="alert" className={styles.message}>
          {t(props.errorKey ?? "packageSearch.urlInvalid")}
        </p>
      ) : null}
      {props.status === "loading" ? (
        <p role="status" className={`${styles.message} ${styles.loading}`}>
          {t("packageScreens.loading")}
        </p>
      ) : null}
      {props.status === "error" ? (
        <div role="alert" className={styles.message}>
          <p>{t(props.errorKey ?? "packageSearch.failed")}</p>
          <button type="button" className={styles.retry} onClick={props.onRetry}>
            {t("packageScreens.retry")}
          </button>
        </div>
      ) : null}
      {props.status === "empty" ? <p className={styles.message}>{t("packageSearch.empty")}</p> : null}
      {ready ? (
        <div className={styles.layout}>
          <div className={styles.parts} aria-busy={props.updating === true}>
            <Part
              titleKey="packageScreens.flightPart"
              line={t("packageScreens.flightCount", { count: props.flights.length })}
              items={props.flights}
            />
            <Part
              titleKey="packageScreens.hotelPart"
              line={
                props.stay === null
                  ? t("packageScreens.hotelCount", { count: props.hotels.length })
                  : `${t("packageScreens.hotelStay", { ...props.stay })} · ${t("packageScreens.hotelCount", { count: props.hotels.length })}`
              }
              items={props.hotels}
            />
          </div>
          <aside className={styles.summary} aria-label={t("packageScreens.summary")}>
            {props.summary}
          </aside>
        </div>
      ) : null}
    </div>
  );
};
