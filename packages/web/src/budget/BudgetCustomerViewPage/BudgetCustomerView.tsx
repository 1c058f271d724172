import {
  type BudgetCustomerView as CustomerView,
  type CustomerViewItem,
  type CustomerViewPrice,
  formatBudgetDayText,
  formatBudgetInstantText,
  formatMoney,
  type Language,
  money,
  productLabelKey,
} from "@travesia/core";
import type { BudgetCustomerViewStatus } from "@travesia/hooks";
import { useId } from "react";
import { type Translate, useLanguageCode, useT } from "../../i18n/LanguageContext";
import styles from "./BudgetCustomerView.module.css";

/** Props of the customer's read-only view of a budget. */
export interface BudgetCustomerViewProps {
  readonly status: BudgetCustomerViewStatus;
  readonly view: CustomerView | null;
  /** Opens the browser's print dialog (where "save as PDF" lives). */
  readonly onPrint: () => void;
}

const REFUSALS: Readonly<Record<Exclude<BudgetCustomerViewStatus, "loading" | "ready">, string>> = {
  badLink: "budget.customerViewBadLink",
  notFound: "budget.customerViewNotFound",
  revoked: "budget.customerViewRevoked",
  expired: "budget.customerViewExpired",
  error: "budget.customerViewError",
};

const price = (value: CustomerViewPrice, language: Language) =>
  formatMoney(money(Math.round(value.amount * 100), value.currency), language);

const productLabel = (t: Translate, product: string) => {
  const key = productLabelKey(product);
  return key === undefined ? product : t(key);
};

/** One product: its kind, title, dates, price and what cancelling it costs until when. */
const Item = ({ item }: { readonly item: CustomerViewItem }) => {
  const t = useT();
  const language = useLanguageCode();
  const id = useId();
  return (
    <li className={styles.item} data-testid="customer-item" aria-labelledby={`${id}-title`}>
      <p className={styles.kind}>{productLabel(t, item.product)}</p>
      <h2 id={`${id}-title`} className={styles.itemTitle}>
        {item.title}
      </h2>
      <dl className={styles.facts}>
        {item.startDate === null ? null : (
          <div>
            <dt>{t("budget.customerViewDates")}</dt>
            <dd>
              {formatBudgetDayText(item.startDate, language)}
              {item.startTime === undefined ? "" : `, ${item.startTime}`}
              {item.endDate === null ? "" : ` – ${formatBudgetDayText(item.endDate, language)}`}
            </dd>
          </div>
        )}
        {item.price === null ? null : (
          <div>
            <dt>{t("budget.customerViewPrice")}</dt>
            <dd className={styles.price}>{price(item.price, language)}</dd>
          </div>
        )}
        <div>
          <dt>{t("budget.customerViewCancellation")}</dt>
          <dd>
            {item.cancellation === null ? (
              t("budget.customerViewUnknown")
            ) : (
              <ul className={styles.periods}>
                {item.cancellation.map((period) => (
                  <li key={`${period.from}-${period.until}`}>
                    {period.price.amount === 0
                      ? t("budget.customerViewFreeUntil", { date: formatBudgetDayText(period.until, language) })
                      : period.from === null
                        ? t("budget.customerViewCostUntil", {
                            price: price(period.price, language),
                            date: formatBudgetDayText(period.until, language),
                          })
                        : t("budget.customerViewCostFrom", {
                            price: price(period.price, language),
                            from: formatBudgetDayText(period.from, language),
                            until: formatBudgetDayText(period.until, language),
                          })}
                  </li>
                ))}
              </ul>
            )}
          </dd>
        </div>
      </dl>
    </li>
  );
};

/** The customer's view of a budget, phone first and printable; or why the link shows nothing. */
export const BudgetCustomerView = ({ status, view, onPrint }: BudgetCustomerViewProps) => {
  const t = useT();
  const language = useLanguageCode();
  if (status === "loading")
    return (
      <main className={styles.page}>
        <p role="status">{t("budget.customerViewLoading")}</p>
      </main>
    );
  if (status !== "ready" || view === null)
    return (
      <main className={styles.page}>
        <p role="alert" className={styles.refusal} data-testid="customer-refusal">
          {t(REFUSALS[status === "ready" ? "error" : status])}
        </p>
      </main>
    );
  return (
    <main className={styles.page}>
      <header className={styles.header}>
        <h1 className={styles.title}>{view.title}</h1>
        {view.customerName === "" ? null : <p>{t("budget.customerViewFor", { name: view.customerName })}</p>}
        <p className={styles.valid}>
          {t("budget.customerViewValid", {
            date: formatBudgetInstantText(view.validUntil, language),
          })}
        </p>
      </header>
      <ul className={styles.items}>
        {view.items.map((item) => (
          <Item key={item.id} item={item} />
        ))}
      </ul>
      {view.total === null ? null : (
        <p className={styles.total} data-testid="customer-total">
          <span>{t("budget.customerViewTotal")}</span> <strong>{price(view.total, language)}</strong>
        </p>
      )}
      <p className={styles.printRow}>
        <button type="button" className={styles.print} onClick={onPrint}>
          {t("budget.customerViewPrint")}
        </button>
      </p>
    </main>
  );
};
