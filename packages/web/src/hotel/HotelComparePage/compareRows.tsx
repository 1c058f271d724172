import {
  type CalendarDate,
  formatCardDate,
  formatMoney,
  formatNumber,
  type HotelCompareColumn,
  type HotelCompareView,
  type MessageKey,
} from "@travesia/core";
import type { ReactNode } from "react";
import { useLanguageCode, useT } from "../../i18n/LanguageContext";
import styles from "./HotelComparePage.module.css";

/** One row of the comparison: its heading's key and what each hotel's cell shows. */
export interface Row {
  readonly key: MessageKey;
  readonly params?: Readonly<Record<string, string | number>>;
  readonly cell: (column: HotelCompareColumn) => ReactNode;
}

/**
 * The comparison's rows (spec 001 §4 comparator): everyone's, then the agency's (supplier, net price, commission)
 * that only the agent's own version shows.
 */
export const useCompareRows = (view: HotelCompareView | null) => {
  const t = useT();
  const language = useLanguageCode();
  const none = t("hotelCompare.none");
  const rows: Row[] = [
    {
      key: "hotelCompare.stars",
      cell: (column) =>
        column.stars === 0 ? (
          none
        ) : (
          <span className={styles.stars} role="img" aria-label={t("hotel.stars", { count: column.stars })}>
            {"★".repeat(column.stars)}
          </span>
        ),
    },
    {
      key: "hotelCompare.review",
      cell: (column) =>
        column.review === null
          ? t("hotelCompare.noReview")
          : t("hotelCompare.reviewScore", {
              score: formatNumber(column.review.score, language),
              reviews: column.review.reviews,
            }),
    },
    {
      key: "hotelCompare.board",
      cell: (column) => (column.board.key === undefined ? column.board.name : t(column.board.key)),
    },
    {
      key: "hotelCompare.cancellation",
      cell: (column) => (
        <>
          <span className={column.cancellationKey === "hotelCompare.cancelFree" ? styles.free : styles.cost}>
            {t(column.cancellationKey)}
          </span>
          {column.freeUntil === null ? null : (
            <span className={styles.note}>
              {t("hotelCompare.freeUntil", { date: formatCardDate(column.freeUntil as CalendarDate) })}
            </span>
          )}
        </>
      ),
    },
    { key: "hotelCompare.perNight", cell: (column) => formatMoney(column.perNight, language) },
    {
      key: "hotelCompare.perStay",
      cell: (column) => (
        <>
          <strong>{formatMoney(column.perStay, language)}</strong>
          {column.cheapest ? <span className={styles.best}>{t("hotelCompare.cheapest")}</span> : null}
        </>
      ),
    },
    { key: "hotelCompare.taxes", cell: (column) => t(column.taxKey) },
    {
      key: view?.distanceFrom === null || view === null ? "hotelCompare.distance" : "hotelCompare.distanceFrom",
      params: { place: view?.distanceFrom ?? "" },
      cell: (column) =>
        column.distance === null ? none : `${formatNumber(column.distance.value, language)} ${column.distance.unit}`,
    },
    {
      key: "hotelCompare.amenities",
      cell: (column) =>
        column.amenities.length === 0 ? (
          none
        ) : (
          <ul className={styles.amenities}>
            {column.amenities.map((amenity) => (
              <li key={amenity}>{amenity}</li>
            ))}
          </ul>
        ),
    },
  ];
  const agencyRows: Row[] = [
    { key: "hotelCompare.supplier", cell: (column) => column.internal?.supplier ?? none },
    {
      key: "hotelCompare.net",
      cell: (column) => (column.internal === undefined ? none : formatMoney(column.internal.net, language)),
    },
    {
      key: "hotelCompare.commission",
      cell: (column) =>
        column.internal === undefined
          ? none
          : t("hotelCompare.commissionValue", {
              amount: formatMoney(column.internal.commission, language),
              percent: column.internal.commissionPercent.toLocaleString(language),
            }),
    },
  ];
  return { rows, agencyRows };
};
