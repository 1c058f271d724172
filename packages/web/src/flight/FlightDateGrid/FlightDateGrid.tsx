import {
  type CalendarDate,
  type FlightDateGridCell,
  type FlightDateGrid as FlightDateGridData,
  formatCardDate,
  formatMoney,
  type MessageKey,
  summaryDateParts,
} from "@travesia/core";
import { type MouseEvent, useId } from "react";
import { type Translate, useLanguageCode, useT } from "../../i18n/LanguageContext";
import styles from "./FlightDateGrid.module.css";

/** Props of the stateless {@link FlightDateGrid}. */
export interface FlightDateGridProps {
  /** The hook's status: `off` draws nothing. */
  readonly status: "off" | "loading" | "ready" | "error";
  /** Core's grid (`flightDateGrid`), when ready. */
  readonly grid: FlightDateGridData | null;
  /** The failure's message key ('Fallo al recuperar el calendario'). */
  readonly errorKey?: MessageKey | null;
  /** A cell chosen: its results URL (a plain click; other clicks follow the link's `href`). */
  readonly onSelect: (url: string) => void;
}

/** "mié 10/03": short day name and day/month, as the column and row headers show a date. */
const useShortDate = () => {
  const language = useLanguageCode();
  return (date: CalendarDate) =>
    `${summaryDateParts(date, language).dayName.slice(0, 3)} ${formatCardDate(date).slice(0, 5)}`;
};

const plainClick = (event: MouseEvent) =>
  event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;

const Cell = ({
  cell,
  t,
  date,
  onSelect,
}: {
  cell: FlightDateGridCell;
  t: Translate;
  date: (date: CalendarDate) => string;
  onSelect: (url: string) => void;
}) => {
  const language = useLanguageCode();
  const marks = [
    ...(cell.cheapest ? [t("flightTools.dateGridCheapest")] : []),
    ...(cell.searched ? [t("flightTools.dateGridSearched")] : []),
  ];
  const className = [styles.cell, cell.cheapest ? styles.cheapest : "", cell.searched ? styles.searched : ""].join(" ");
  if (cell.price === null || cell.url === null) {
    return (
      <td className={className}>
        <span className={styles.none}>{t("flightTools.dateGridNoFlights")}</span>
        {cell.searched && <span className={styles.mark}>{t("flightTools.dateGridSearched")}</span>}
      </td>
    );
  }
  const price = formatMoney(cell.price, language);
  const url = cell.url;
  const label =
    cell.returnDate === null
      ? t("flightTools.dateGridCellOneWay", { departure: date(cell.departure), price })
      : t("flightTools.dateGridCellRound", {
          departure: date(cell.departure),
          returnDate: date(cell.returnDate),
          price,
        });
  return (
    <td className={className}>
      <a
        className={styles.link}
        href={url}
        aria-label={[label, ...marks].join(" ")}
        onClick={(event) => {
          if (!plainClick(event)) return;
          event.preventDefault();
          onSelect(url);
        }}
      >
        <span className={styles.price}>{price}</span>
        {marks.map((mark) => (
          <span key={mark} className={styles.mark}>
            {" "}
            {mark}
          </span>
        ))}
      </a>
    </td>
  );
};

/**
 * The flexible-dates price grid (ours: the spec has none): a table with departure dates down and return dates
 * across (one way: one row of departure dates), each priced cell a link to its results, the cheapest cells marked
 * with the text 'Más barato' (not only a colour), the searched pair with 'Tu búsqueda'. Scrolls sideways on phones.
 */
export const FlightDateGrid = ({ status, grid, errorKey = null, onSelect }: FlightDateGridProps) => {
  const t = useT();
  const titleId = useId();
  const date = useShortDate();
  if (status === "off") return null;
  if (status === "loading") {
    return (
      <section className={styles.grid} aria-busy="true">
        <h2 className={styles.title}>{t("flightTools.dateGridTitle")}</h2>
        <p role="status">{t("flightTools.dateGridLoading")}</p>
      </section>
    );
  }
  if (status === "error" || grid === null) {
    return (
      <section className={styles.grid}>
        <h2 className={styles.title}>{t("flightTools.dateGridTitle")}</h2>
        <p role="alert" className={styles.error}>
          {t(errorKey ?? "flight.calendarFailed")}
        </p>
      </section>
    );
  }
  const caption = grid.oneWay ? "flightTools.dateGridCaptionOneWay" : "flightTools.dateGridCaptionRound";
  return (
    <section className={styles.grid} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.title}>
        {t("flightTools.dateGridTitle")}
      </h2>
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must take focus to scroll by keyboard */}
      <section className={styles.scroller} aria-label={t(caption)} tabIndex={0}>
        <table className={styles.table}>
          <caption className="visually-hidden">{t(caption)}</caption>
          <thead>
            <tr>
              <td className={styles.corner}>
                {grid.oneWay ? "" : `${t("flight.departure")} \\ ${t("flight.returnDate")}`}
              </td>
              {grid.columns.map((column) => (
                <th key={column} scope="col" className={styles.columnHeader}>
                  {date(column)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {grid.rows.map((row) => (
              <tr key={row.departure ?? "one-way"}>
                <th scope="row" className={styles.rowHeader}>
                  {row.departure === null ? t("flight.departure") : date(row.departure)}
                </th>
                {row.cells.map((cell) => (
                  <Cell
                    key={`${cell.departure};${cell.returnDate ?? ""}`}
                    cell={cell}
                    t={t}
                    date={date}
                    onSelect={onSelect}
                  />
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </section>
    </section>
  );
};
