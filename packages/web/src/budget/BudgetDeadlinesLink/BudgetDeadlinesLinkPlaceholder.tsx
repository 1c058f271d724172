import { BUDGET_DEADLINES_PATH } from "@travesia/core";
import { Link } from "react-router-dom";
import { useT } from "../../i18n/LanguageContext";
import styles from "./BudgetDeadlinesLink.module.css";

/** A clock: decorative, the link's text names it. */
const DeadlineIcon = () => (
  <svg
    width="20"
    height="20"
    viewBox="0 0 24 24"
    fill="none"
    stroke="currentColor"
    strokeWidth="2"
    strokeLinecap="round"
    aria-hidden="true"
    focusable="false"
  >
    <circle cx="12" cy="12" r="9" />
    <path d="M12 7v5l3 2" />
  </svg>
);

/** The header's deadlines entry: a link to the deadlines page, with the count once it is known. */
export const BudgetDeadlinesLinkFace = ({ count }: { readonly count: number | null }) => {
  const t = useT();
  return (
    <Link className={styles.link} to={BUDGET_DEADLINES_PATH} data-testid="deadlines-link">
      <DeadlineIcon />
      <span className={styles.label}>{t("budget.deadlinesLink")}</span>
      {count === null ? (
        // The count's place, kept while it loads: the header's row does not grow (and wrap, on a phone) when it comes.
        <span className={`${styles.badge} ${styles.pending}`} aria-hidden="true">
          0
        </span>
      ) : (
        <>
          <span className={count > 0 ? `${styles.badge} ${styles.due}` : styles.badge} aria-hidden="true">
            {count}
          </span>
          <span className="visually-hidden">: {t("budget.deadlinesCount", { count })}</span>
        </>
      )}
    </Link>
  );
};

/** Until its code arrives: the same link, without a count. */
export const BudgetDeadlinesLinkPlaceholder = () => <BudgetDeadlinesLinkFace count={null} />;
