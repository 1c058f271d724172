import { useT } from "../../i18n/LanguageContext";
import styles from "./BudgetFailure.module.css";

/** A failure of the budget calls: spec 000 §8 "'No se pudieron recuperar los presupuestos' titled 'Lo sentimos!'". */
export const BudgetFailure = ({
  messageKey,
  onRetry,
}: {
  readonly messageKey: string;
  readonly onRetry?: () => void;
}) => {
  const t = useT();
  return (
    <div role="alert" className={styles.failure} data-testid="budget-failure">
      <h2 className={styles.failureTitle}>{t("budget.listErrorTitle")}</h2>
      <p>{t(messageKey)}</p>
      {onRetry === undefined ? null : (
        <button type="button" className={styles.retry} onClick={onRetry}>
          {t("budget.retry")}
        </button>
      )}
    </div>
  );
};
