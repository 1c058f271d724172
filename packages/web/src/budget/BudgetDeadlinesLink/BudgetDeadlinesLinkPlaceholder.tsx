import { BUDGET_DEADLINES_PATH } from "@travesia/core";
import { Link } from "react-router-dom";
import { useT } from "../../i18n/LanguageContext";
import styles from "./BudgetDeadlinesLink.module.css";

/** The header's deadlines entry: a link to the deadlines page, with the count once it is known. */
export const BudgetDeadlinesLinkFace = ({ count }: { readonly count: number | null }) => {
  const t = useT();
  return (
    <Link className={styles.link} to={BUDGET_DEADLINES_PATH} data-testid="deadlines-link">
      <span>{t("budget.deadlinesLink")}</span>
      {count === null ? null : (
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
