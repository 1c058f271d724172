import { type BundlePriceRow, bundleMonthName, formatMoney, type Money } from "@travesia/core";
import { type ReactNode, useId } from "react";
import { useLanguageCode, useT } from "../../i18n/LanguageContext";
import styles from "./BundlePriceGrid.module.css";

/** Props of the stateless {@link BundlePriceGrid}: core's grid, one page of its rows. */
export interface BundlePriceGridProps {
  readonly months: readonly string[];
  readonly rows: readonly BundlePriceRow[];
  readonly page: number;
  readonly pages: number;
  readonly firstRow: number;
  readonly lastRow: number;
  readonly rowCount: number;
  /** Currency code → symbol (the currency list's `currencySymbol`); a missing code shows the code. */
  readonly currencySymbols: Readonly<Record<string, string>>;
  readonly onPage: (page: number) => void;
  /** A cell's choice: that destination's bundles departing that month. */
  readonly onOpen: (destinationId: string, month: string) => void;
}

/**
 * The price grid's box, title and hint, then `children` (the table and its pager): drawn by the grid and by the bundle
 * results page's stand-in, so that its title (the page's largest element) stands in the same place at the same size.
 */
export const BundlePriceGridFrame = ({ titleId, children }: { titleId: string; children?: ReactNode }) => {
  const t = useT();
  return (
    <div className={styles.grid}>
      <h2 id={titleId} className={styles.title}>
        {t("bundleResults.gridTitle")}
      </h2>
      <p className={styles.hint}>{t("bundleResults.gridHint")}</p>
      {children}
    </div>
  );
};

/**
 * The month × destination grid of the lowest bundle price (beyond spec 002): a table, one row per destination
 * (cheapest first), one column per month; each priced cell is a button that opens that month and destination. Each
 * month's cheapest cells say so in words as well as in colour. Ten destinations at a time, with previous/next.
 */
export const BundlePriceGrid = ({
  months,
  rows,
  page,
  pages,
  firstRow,
  lastRow,
  rowCount,
  currencySymbols,
  onPage,
  onOpen,
}: BundlePriceGridProps) => {
  const t = useT();
  const language = useLanguageCode();
  const id = useId();
  const price = (amount: Money) => formatMoney(amount, language, currencySymbols[amount.currency] ?? amount.currency);
  return (
    <BundlePriceGridFrame titleId={`${id}-title`}>
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard (axe scrollable-region-focusable). */}
      <section className={styles.scroller} aria-labelledby={`${id}-title`} tabIndex={0}>
        <table className={styles.table}>
          <caption className="visually-hidden">
            {t("bundleResults.gridRows", { from: firstRow, to: lastRow, count: rowCount })}
          </caption>
          <thead>
            <tr>
              <th scope="col">{t("bundleResults.gridDestination")}</th>
              {months.map((month) => (
                <th key={month} scope="col">
                  {bundleMonthName(month, language)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.destination.id}>
                <th scope="row">{row.destination.name}</th>
                {row.cells.map((cell) => (
                  <td key={cell.month} className={cell.cheapest ? styles.cheapest : undefined}>
                    {cell.lowest === null ? (
                      <span className={styles.none}>
                        <span aria-hidden="true">—</span>
                        <span className="visually-hidden">{t("bundleResults.gridNone")}</span>
                      </span>
                    ) : (
                      <button
                        type="button"
                        className={styles.cell}
                        onClick={() => onOpen(row.destination.id, cell.month)}
                      >
                        <span className="visually-hidden">
                          {t("bundleResults.gridOpen", {
                            destination: row.destination.name,
                            month: bundleMonthName(cell.month, language),
                          })}{" "}
                        </span>
                        <span className={styles.price}>{price(cell.lowest)}</span>
                        {cell.cheapest ? <span className={styles.badge}>{t("bundleResults.gridCheapest")}</span> : null}
                      </button>
                    )}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </section>
      {pages > 1 ? (
        <nav className={styles.pager} aria-label={t("bundleResults.gridTitle")}>
          <button type="button" disabled={page <= 1} onClick={() => onPage(page - 1)}>
            {t("bundleResults.previous")}
          </button>
          <span aria-live="polite">
            {t("bundleResults.gridRows", { from: firstRow, to: lastRow, count: rowCount })}
          </span>
          <button type="button" disabled={page >= pages} onClick={() => onPage(page + 1)}>
            {t("bundleResults.next")}
          </button>
        </nav>
      ) : null}
    </BundlePriceGridFrame>
  );
};
