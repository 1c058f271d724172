import { type Budget, buildBudgetDetailUrl } from "@travesia/core";
import type { ComponentType } from "react";
import { Link, type LinkProps } from "react-router-dom";
import { useT } from "../../i18n/LanguageContext";
import { TrashIcon } from "../../shared/icons";
import buttons from "../budgetButtons.module.css";
import styles from "./BudgetRow.module.css";

/** Props of one budget of a list: the list page's card or the widget's compact row. */
export interface BudgetRowProps {
  readonly budget: Budget;
  readonly active: boolean;
  /** How long ago the budget was touched ('hace 3 horas'); null shows none. */
  readonly timeSince: string | null;
  readonly busy: boolean;
  /** `card`: the list page's (a heading, the customer's label, comments, worded buttons); `compact`: the widget's. */
  readonly variant: "card" | "compact";
  /** The link to the budget's page; the widget passes one that also closes its popover. */
  readonly DetailLink?: ComponentType<LinkProps>;
  readonly onActivate: (budget: Budget) => void;
  readonly onDelete: (budget: Budget) => void;
}

const testId = (variant: BudgetRowProps["variant"], active: boolean) =>
  variant === "card" ? "budget-row" : active ? "budget-active" : "budget-other";

/** One budget: title, customer, time since, and its 'activar', 'ver detalle' and delete buttons (spec 000 §2). */
export const BudgetRow = ({
  budget,
  active,
  timeSince,
  busy,
  variant,
  DetailLink = Link,
  onActivate,
  onDelete,
}: BudgetRowProps) => {
  const t = useT();
  const card = variant === "card";
  const named = { title: budget.title };
  const detailUrl = buildBudgetDetailUrl(budget.quotationId);
  const customer = `${budget.firstName} ${budget.lastName}`.trim();
  return (
    <li className={styles.row} data-variant={variant} data-active={active} data-testid={testId(variant, active)}>
      <div className={styles.text}>
        {card ? (
          <h2 className={styles.title}>
            <DetailLink to={detailUrl}>{budget.title}</DetailLink>
            {active ? <span className={buttons.badge}>{t("budget.activeBadge")}</span> : null}
          </h2>
        ) : (
          <span className={styles.title}>{budget.title}</span>
        )}
        <p className={styles.meta}>
          {card ? `${t("budget.customer")}: ` : null}
          {customer}
          {timeSince === null ? null : <span> · {timeSince}</span>}
        </p>
        {!card || budget.comments === undefined || budget.comments === "" ? null : (
          <p className={styles.comments}>{budget.comments}</p>
        )}
      </div>
      <div className={styles.actions}>
        {active ? null : (
          <button
            type="button"
            className={card ? buttons.primary : styles.linkButton}
            disabled={busy}
            aria-label={t("budget.activateNamed", named)}
            onClick={() => onActivate(budget)}
          >
            {t("budget.activate")}
          </button>
        )}
        <DetailLink
          className={card ? buttons.outline : styles.linkButton}
          to={detailUrl}
          aria-label={t("budget.seeDetailNamed", named)}
        >
          {t("budget.seeDetail")}
        </DetailLink>
        <button
          type="button"
          className={card ? buttons.danger : styles.iconButton}
          disabled={busy}
          aria-label={t("budget.deleteNamed", named)}
          onClick={() => onDelete(budget)}
        >
          {card ? t("budget.delete") : <TrashIcon />}
        </button>
      </div>
    </li>
  );
};

/**
 * A card row's stand-in while the list loads: the row's own box, lines of its title's and its customer line's height
 * and buttons of its buttons' size, so that it wraps as a row does and the rows take its place without moving the
 * page (hidden from assistive technology: the list says it is loading).
 */
export const BudgetRowSkeleton = () => (
  <li className={`${styles.row} ${styles.skeleton}`} data-variant="card" aria-hidden="true">
    <div className={styles.text}>
      <span className={`${styles.title} ${styles.bar}`} />
      <span className={`${styles.meta} ${styles.bar}`} />
    </div>
    <div className={styles.actions}>
      <span className={`${buttons.small} ${styles.button}`} />
      <span className={`${buttons.small} ${styles.button}`} />
      <span className={`${buttons.small} ${styles.button}`} />
    </div>
  </li>
);
