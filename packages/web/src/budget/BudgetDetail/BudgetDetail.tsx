import {
  activityBudgetItemCard,
  BUDGET_LIST_PATH,
  type Budget,
  type BudgetItem,
  budgetCustomerName,
  budgetItemAnchor,
  budgetItemHeading,
  budgetItemPrice,
  circuitBudgetItemCard,
  formatDayRange,
  formatMoney,
  productLabelKey,
  transferBudgetItemCard,
} from "@travesia/core";
import { type ReactNode, useEffect, useId, useRef } from "react";
import { Link, useLocation } from "react-router-dom";
import { type Translate, useLanguageCode, useT } from "../../i18n/LanguageContext";
import pageStyles from "../../shared/Page.module.css";
import { BudgetFailure } from "../BudgetFailure/BudgetFailure";
import buttons from "../budgetButtons.module.css";
import styles from "./BudgetDetail.module.css";
import { BudgetDetailActivityCard } from "./BudgetDetailActivityCard";
import { BudgetDetailCircuitCard } from "./BudgetDetailCircuitCard";
import { BudgetDetailTransferCard } from "./BudgetDetailTransferCard";

/** Props of the stateless budget or trip page (spec 000 §2 "/mybudgets/{id}", "/v3/trip/edit/{budgetId}"). */
export interface BudgetDetailProps {
  readonly kind: "budget" | "trip";
  readonly status: "loading" | "ready" | "error" | "forbidden";
  /** `budget.getError` or `budget.noPermission` (spec 000 §6). */
  readonly errorKey: string | null;
  readonly budget: Budget | null;
  readonly isActive: boolean;
  readonly busy: boolean;
  readonly onActivate: (budget: Budget) => void;
  readonly onDelete: (budget: Budget) => void;
  readonly onRetry: () => void;
  /** What an item offers beside its price (an activity's PDF, spec 002 §7 `POST /activities/pdf`), if anything. */
  readonly itemActions?: (item: BudgetItem) => ReactNode;
  /** What the page shows under the items (the whole trip's cancellation timeline), if anything. */
  readonly below?: (budget: Budget) => ReactNode;
}

const productLabel = (t: Translate, product: string) => {
  const key = productLabelKey(product);
  return key === undefined ? product : t(key);
};

/**
 * An item's name, dates and price: what any product shows (core's `budgetItemHeading`, whose dates are the item's,
 * in the reader's language, even where an older title spelt them as YYYY-MM-DD; `budgetItemPrice`).
 */
const ItemSummary = ({ item }: { readonly item: BudgetItem }) => {
  const t = useT();
  const language = useLanguageCode();
  const price = budgetItemPrice(item);
  const heading = budgetItemHeading(item);
  return (
    <>
      <span className={styles.itemName}>
        <span className={styles.itemTitle}>{heading.name ?? item.rateId ?? item.id}</span>
        {heading.from === null ? null : (
          <span className={styles.itemDates} data-testid="budget-item-dates">
            <span className="visually-hidden">{t("budget.customerViewDates")}: </span>
            {formatDayRange(heading.from, heading.to, language)}
          </span>
        )}
      </span>
      {price !== undefined ? (
        <span className={styles.itemPrice}>
          <span className="visually-hidden">{t("budget.itemPrice")}: </span>
          {formatMoney(price, language)}
        </span>
      ) : null}
    </>
  );
};

/** An item's own card where its product has one (a transfer, an activity, a circuit), else its title and price. */
const ItemBody = ({ item }: { readonly item: BudgetItem }) => {
  const activity = activityBudgetItemCard(item);
  if (activity !== null) return <BudgetDetailActivityCard item={item} card={activity} />;
  const transfer = transferBudgetItemCard(item);
  if (transfer !== null) return <BudgetDetailTransferCard item={item} card={transfer} />;
  const circuit = circuitBudgetItemCard(item);
  if (circuit !== null) return <BudgetDetailCircuitCard item={item} card={circuit} />;
  return <ItemSummary item={item} />;
};

/** One item: its product type, then its card or title and price, then its actions. */
const ItemRow = ({ item, actions }: { readonly item: BudgetItem; readonly actions: ReactNode }) => {
  const t = useT();
  // A deadline's link lands on its item (`#item-{id}`): the item is brought into view and takes the focus.
  const anchor = budgetItemAnchor(item.id);
  const targeted = decodeURIComponent(useLocation().hash.slice(1)) === anchor;
  const row = useRef<HTMLLIElement>(null);
  useEffect(() => {
    if (!targeted) return;
    row.current?.scrollIntoView({ block: "center" });
    row.current?.focus();
  }, [targeted]);
  return (
    <li
      ref={row}
      id={anchor}
      tabIndex={targeted ? -1 : undefined}
      className={targeted ? `${styles.item} ${styles.targeted}` : styles.item}
      data-testid="budget-item"
    >
      <span className={styles.itemProduct}>{productLabel(t, item.product)}</span>
      <ItemBody item={item} />
      {actions}
    </li>
  );
};

/**
 * The budget's card and its items' heading while it loads: lines of the card's text and its two buttons, so the page
 * takes its shape at once and the budget fills it (hidden from assistive technology: the status says it is loading).
 */
const DetailSkeleton = () => (
  <div className={styles.skeleton} aria-hidden="true">
    <div className={pageStyles.card}>
      <span className={styles.bar} />
      <span className={styles.bar} />
      <div className={pageStyles.actions}>
        <span className={`${pageStyles.secondary} ${styles.button}`} />
        <span className={`${pageStyles.secondary} ${styles.button}`} />
      </div>
    </div>
    <span className={`${styles.itemsTitle} ${styles.bar}`} />
  </div>
);

/** A budget or a trip with its items, and its activate and delete buttons. */
export const BudgetDetail = ({
  kind,
  status,
  errorKey,
  budget,
  isActive,
  busy,
  onActivate,
  onDelete,
  onRetry,
  itemActions,
  below,
}: BudgetDetailProps) => {
  const t = useT();
  const id = useId();
  const heading = kind === "trip" ? t("budget.tripTitle") : budget === null ? t("budget.listTitle") : budget.title;
  return (
    <section className={`${pageStyles.wide} ${styles.page}`} aria-labelledby={`${id}-title`}>
      <p className={styles.back}>
        <Link to={BUDGET_LIST_PATH}>{t("budget.backToList")}</Link>
      </p>
      <h1 id={`${id}-title`} className={pageStyles.title}>
        {heading}
        {isActive && budget !== null ? <span className={buttons.badge}>{t("budget.activeBadge")}</span> : null}
      </h1>
      {status === "loading" ? (
        <>
          <p role="status" className={pageStyles.muted}>
            {t("budget.loadingOne")}
          </p>
          <DetailSkeleton />
        </>
      ) : status !== "ready" || budget === null ? (
        <BudgetFailure messageKey={errorKey ?? "budget.getError"} {...(status === "forbidden" ? {} : { onRetry })} />
      ) : (
        <>
          <div className={pageStyles.card}>
            {kind === "trip" ? <p className={styles.detailTitle}>{budget.title}</p> : null}
            <p>
              {t("budget.customer")}: {budgetCustomerName(budget)}
            </p>
            {budget.comments === undefined || budget.comments === "" ? null : (
              <p className={styles.budgetComments}>{budget.comments}</p>
            )}
            {budget.timeFromNow === undefined ? null : <p className={pageStyles.muted}>{budget.timeFromNow}</p>}
            <div className={pageStyles.actions}>
              {isActive ? null : (
                <button type="button" className={pageStyles.primary} disabled={busy} onClick={() => onActivate(budget)}>
                  {t("budget.activate")}
                </button>
              )}
              <button type="button" className={pageStyles.secondary} disabled={busy} onClick={() => onDelete(budget)}>
                {t("budget.delete")}
              </button>
            </div>
          </div>
          <section aria-labelledby={`${id}-items`} className={styles.items}>
            <h2 id={`${id}-items`} className={styles.itemsTitle}>
              {t("budget.items")}
            </h2>
            {(budget.items ?? []).length === 0 ? (
              <p className={pageStyles.muted}>{t("budget.noItems")}</p>
            ) : (
              <ul className={styles.itemList}>
                {(budget.items ?? []).map((item) => (
                  <ItemRow key={item.id} item={item} actions={itemActions?.(item) ?? null} />
                ))}
              </ul>
            )}
          </section>
          {below?.(budget)}
        </>
      )}
    </section>
  );
};
