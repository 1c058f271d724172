import { useT } from "../../i18n/LanguageContext";
import { BudgetIcon } from "../../shared/icons";
import styles from "./BudgetWidget.module.css";

/** Props of the lazily loaded budget widget: the header's budgets counter (spec 000 §2 "Counter shown as budgets count"). */
export interface BudgetWidgetLazyProps {
  readonly count: number;
}

/** The widget's button face: icon, label and the budgets count, shared by placeholder and widget. */
export const BudgetWidgetButtonFace = ({ count }: BudgetWidgetLazyProps) => {
  const t = useT();
  return (
    <>
      <BudgetIcon />
      <span className={styles.buttonLabel}>{t("budget.widgetLabel")}</span>
      <span className={styles.badge} data-testid="budget-count">
        {count}
      </span>
    </>
  );
};

export const BudgetWidgetPlaceholder = ({ count }: BudgetWidgetLazyProps) => (
  <div className={styles.widget}>
    <button type="button" className={styles.button} aria-disabled="true" data-testid="budget-widget-button">
      <BudgetWidgetButtonFace count={count} />
    </button>
  </div>
);
