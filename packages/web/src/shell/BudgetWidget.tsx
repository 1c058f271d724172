import { useT } from "../i18n/LanguageContext";
import { lazyWidget } from "../widgets/lazyWidget";
import styles from "./BudgetWidget.module.css";
import { BudgetIcon } from "./icons";

/** Props of the lazily loaded budget widget: the header's budgets counter (spec 000 §2 "Counter shown as budgets count"). */
export interface BudgetWidgetProps {
  readonly count: number;
}

/** The widget's button face: icon, label and the budgets count, shared by placeholder and widget. */
export const BudgetWidgetButtonFace = ({ count }: BudgetWidgetProps) => {
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

const BudgetWidgetPlaceholder = ({ count }: BudgetWidgetProps) => (
  <div className={styles.widget}>
    <button type="button" className={styles.button} aria-disabled="true" data-testid="budget-widget-button">
      <BudgetWidgetButtonFace count={count} />
    </button>
  </div>
);

/**
 * The floating budget widget of the header (spec 000 §2). Its code — Headless UI and the budget hooks — loads only
 * for signed-in users of a portal with budgets, after the first paint.
 */
export const BudgetWidget = lazyWidget(() => import("./BudgetWidgetConnected"), BudgetWidgetPlaceholder);
