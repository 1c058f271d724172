import { type BudgetItem, budgetItemLabel, formatMoney, type Money, type RepriceLine } from "@travesia/core";
import { lazy, Suspense, useId } from "react";
import { useLanguageCode, useT } from "../../i18n/LanguageContext";
import pageStyles from "../../shared/Page.module.css";
import styles from "./BudgetReprice.module.css";

/** Props of 'Actualizar precios': the hook's state, the budget's items (their names) and its verbs. */
export interface BudgetRepriceProps {
  readonly status: "idle" | "quoting" | "ready" | "accepting" | "error";
  readonly lines: readonly RepriceLine[];
  readonly items: readonly BudgetItem[];
  readonly stale: boolean;
  /** The portal configuration's related-rates switch (spec 001 §1 "relatedRates"): a withdrawn rate's alternatives. */
  readonly relatedRates: boolean;
  /** When the agent last accepted re-quoted prices (ISO 8601), if ever. */
  /** The day re-quoted prices were last accepted (`dd/MM/yyyy`), or null. */
  readonly repricedOn: string | null;
  readonly onRequote: () => void;
  readonly onAccept: (itemIds: readonly string[]) => void;
}

/** A withdrawn item's offer, loaded once a re-quote says an item is gone ('Ya no está disponible' meanwhile). */
const WithdrawnOffer = lazy(async () => ({ default: (await import("./WithdrawnOffer")).WithdrawnOffer }));

const signed = (amount: Money, text: string) => (amount.minor > 0 ? `+${text}` : text);

/** One item's line: old price, new price and difference, or why there is none, and its accept button. */
const Line = ({
  line,
  item,
  busy,
  relatedRates,
  onAccept,
}: {
  readonly line: RepriceLine;
  readonly item: BudgetItem | undefined;
  readonly busy: boolean;
  readonly relatedRates: boolean;
  readonly onAccept: (itemIds: readonly string[]) => void;
}) => {
  const t = useT();
  const language = useLanguageCode();
  const name = item === undefined ? line.itemId : budgetItemLabel(item, language);
  const old = line._tag === "Unchanged" ? line.price : line.old;
  return (
    <tr data-testid="reprice-line">
      <th scope="row" className={styles.service}>
        {name}
      </th>
      <td className={styles.amount}>{old === undefined ? "—" : formatMoney(old, language)}</td>
      {line._tag === "Changed" ? (
        <>
          <td className={styles.amount}>{formatMoney(line.current, language)}</td>
          <td className={line.difference !== undefined && line.difference.minor > 0 ? styles.rise : styles.amount}>
            {line.difference === undefined ? "—" : signed(line.difference, formatMoney(line.difference, language))}
          </td>
          <td>
            <button
              type="button"
              className={pageStyles.secondary}
              disabled={busy}
              aria-label={t("budget.repriceAcceptNamed", { item: name })}
              onClick={() => onAccept([line.itemId])}
            >
              {t("budget.repriceAccept")}
            </button>
          </td>
        </>
      ) : (
        <td colSpan={3}>
          {line._tag === "Unchanged" ? (
            t("budget.repriceUnchanged")
          ) : line._tag === "NotRequoted" ? (
            t("budget.repriceNotRequoted")
          ) : (
            <Suspense fallback={<strong className={styles.gone}>{t("budget.repriceUnavailable")}</strong>}>
              <WithdrawnOffer item={item} name={name} alternatives={line.alternatives} relatedRates={relatedRates} />
            </Suspense>
          )}
        </td>
      )}
    </tr>
  );
};

/** 'Actualizar precios': re-quotes the budget and lets the agent accept the new prices line by line or all at once. */
export const BudgetReprice = ({
  status,
  lines,
  items,
  stale,
  relatedRates,
  repricedOn,
  onRequote,
  onAccept,
}: BudgetRepriceProps) => {
  const t = useT();
  const id = useId();
  const busy = status === "quoting" || status === "accepting";
  const changed = lines.flatMap((line) => (line._tag === "Changed" ? [line.itemId] : []));
  return (
    <section className={styles.reprice} aria-labelledby={`${id}-title`} data-testid="budget-reprice">
      <div className={styles.head}>
        <h2 id={`${id}-title`} className={styles.title}>
          {t("budget.repriceTitle")}
        </h2>
        <button type="button" className={pageStyles.primary} disabled={busy || items.length === 0} onClick={onRequote}>
          {t("budget.repriceButton")}
        </button>
      </div>
      {stale ? <p className={styles.stale}>{t("budget.repriceStale")}</p> : null}
      {repricedOn === null ? null : <p className={pageStyles.muted}>{t("budget.repricedAt", { date: repricedOn })}</p>}
      <p role="status" className={status === "error" ? styles.error : pageStyles.muted}>
        {status === "quoting" ? t("budget.repriceQuoting") : status === "error" ? t("budget.repriceError") : ""}
      </p>
      {lines.length === 0 ? null : (
        <div className={styles.scroll}>
          <table className={styles.table}>
            <caption className="visually-hidden">{t("budget.repriceTitle")}</caption>
            <thead>
              <tr>
                <th scope="col">{t("budget.timelineService")}</th>
                <th scope="col">{t("budget.repriceOld")}</th>
                <th scope="col">{t("budget.repriceNew")}</th>
                <th scope="col">{t("budget.repriceDifference")}</th>
                <th scope="col">
                  <span className="visually-hidden">{t("budget.repriceAccept")}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {lines.map((line) => (
                <Line
                  key={line.itemId}
                  line={line}
                  item={items.find((item) => item.id === line.itemId)}
                  busy={busy}
                  relatedRates={relatedRates}
                  onAccept={onAccept}
                />
              ))}
            </tbody>
          </table>
        </div>
      )}
      {changed.length > 1 ? (
        <div className={pageStyles.actions}>
          <button type="button" className={pageStyles.primary} disabled={busy} onClick={() => onAccept(changed)}>
            {t("budget.repriceAcceptAll")}
          </button>
        </div>
      ) : null}
    </section>
  );
};
