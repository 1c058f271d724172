import { type CalendarDate, formatCardDate, type HotelCompareColumn, type HotelCompareView } from "@travesia/core";
import { Link } from "react-router-dom";
import { useT } from "../../i18n/LanguageContext";
import { ProductImageConnected } from "../../shared/ProductImage/ProductImageConnected";
import { type Row, useCompareRows } from "./compareRows";
import styles from "./HotelComparePage.module.css";

/** Props of {@link HotelComparePage}. */
export interface HotelComparePageProps {
  readonly status: "badUrl" | "loading" | "ready" | "error";
  readonly view: HotelCompareView | null;
  /** The stay line: destination, dates and nights (null for a bad URL). */
  readonly stay: {
    readonly destination: string;
    readonly checkIn: CalendarDate;
    readonly checkOut: CalendarDate;
  } | null;
  /** Hotels asked for that came back without availability. */
  readonly missing: number;
  readonly resultsHref: string | null;
  /** The client-safe version's link (path), shown to agents. */
  readonly clientHref: string | null;
  /** The agency version's link, shown to agents on the client-safe page. */
  readonly agencyHref: string | null;
  /** The absolute link to share (the client-safe version for an agent), and its copy button. */
  readonly shareUrl: string | null;
  readonly copied: boolean;
  readonly onCopy: () => void;
  readonly onRetry: () => void;
}

/**
 * The comparison page (spec 001 §4 comparator; the page is ours): 2 to 4 hotels side by side — stars, review score,
 * board, cancellation type and free-until date, price per night and per stay with the tax status, distance and
 * amenities — and, on the agent's own version, the agency rows (supplier, net price, commission). The agent shares the
 * client-safe version's link; that version says so and never holds an agency row.
 */
export const HotelComparePage = (props: HotelComparePageProps) => {
  const t = useT();
  const { view } = props;
  const { rows, agencyRows } = useCompareRows(view);
  const body = (list: readonly Row[], columns: readonly HotelCompareColumn[]) =>
    list.map((row) => (
      <tr key={row.key}>
        <th scope="row">{t(row.key, row.params)}</th>
        {columns.map((column) => (
          <td key={column.hotelDetailId}>{row.cell(column)}</td>
        ))}
      </tr>
    ));
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{t("hotelCompare.heading")}</h1>
      {props.stay === null ? null : (
        <p className={styles.stay}>
          {t("hotelCompare.stay", {
            destination: props.stay.destination,
            checkIn: formatCardDate(props.stay.checkIn),
            checkOut: formatCardDate(props.stay.checkOut),
            nights: view?.nights ?? 0,
          })}
        </p>
      )}
      <nav className={styles.links} aria-label={t("hotel.compareTitle")}>
        {props.resultsHref === null ? null : <Link to={props.resultsHref}>{t("hotelCompare.back")}</Link>}
        {props.clientHref === null ? null : <Link to={props.clientHref}>{t("hotelCompare.clientVersion")}</Link>}
        {props.agencyHref === null ? null : <Link to={props.agencyHref}>{t("hotelCompare.agentVersion")}</Link>}
      </nav>
      {view?.audience === "client" ? (
        <p className={styles.notice} role="note">
          {t("hotelCompare.clientNotice")}
        </p>
      ) : null}
      {props.shareUrl === null ? null : (
        <div className={styles.share}>
          <label className={styles.shareLabel}>
            {t("hotelCompare.shareLink")}
            <input type="url" readOnly value={props.shareUrl} onFocus={(event) => event.currentTarget.select()} />
          </label>
          <button type="button" className={styles.copy} onClick={props.onCopy}>
            {t("hotelCompare.copy")}
          </button>
          <span className={styles.copied} role="status">
            {props.copied ? t("hotelCompare.copied") : ""}
          </span>
        </div>
      )}
      {props.status === "badUrl" ? (
        <p className={styles.problem} role="alert">
          {t("hotelCompare.badUrl")}
        </p>
      ) : null}
      {props.status === "loading" ? (
        <p className={styles.loading} role="status">
          {t("hotelCompare.loading")}
        </p>
      ) : null}
      {props.status === "error" ? (
        <div className={styles.problem} role="alert">
          <p>{t("hotelCompare.error")}</p>
          <button type="button" className={styles.copy} onClick={props.onRetry}>
            {t("hotelRates.retry")}
          </button>
        </div>
      ) : null}
      {props.missing > 0 ? (
        <p className={styles.notice} role="status">
          {t("hotelCompare.missing")}
        </p>
      ) : null}
      {view === null || props.status !== "ready" ? null : (
        // A wide table scrolls sideways on phones; focusable so that the keyboard can scroll it.
        <section
          className={styles.scroller}
          // biome-ignore lint/a11y/noNoninteractiveTabindex: the scrolling region is reachable by keyboard (axe scrollable-region-focusable)
          tabIndex={0}
          aria-label={t("hotelCompare.caption", { count: view.columns.length })}
        >
          <table className={styles.table}>
            <caption className="visually-hidden">{t("hotelCompare.caption", { count: view.columns.length })}</caption>
            <thead>
              <tr>
                <td />
                {view.columns.map((column) => (
                  <th key={column.hotelDetailId} scope="col">
                    {column.image === null ? null : (
                      <ProductImageConnected
                        product="hotel"
                        src={column.image}
                        alt=""
                        width={160}
                        height={107}
                        loading="lazy"
                        className={styles.image}
                      />
                    )}
                    <span className={styles.name}>{column.name}</span>
                    {column.address === null ? null : <span className={styles.note}>{column.address}</span>}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>{body(rows, view.columns)}</tbody>
            {view.showsInternal ? (
              <tbody className={styles.agency}>
                <tr>
                  <th scope="colgroup" colSpan={view.columns.length + 1} className={styles.agencyTitle}>
                    {t("hotelCompare.agencyOnly")}
                  </th>
                </tr>
                {body(agencyRows, view.columns)}
              </tbody>
            ) : null}
          </table>
        </section>
      )}
    </div>
  );
};
