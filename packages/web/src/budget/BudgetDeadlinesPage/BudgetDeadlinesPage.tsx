import {
  type BudgetDeadline,
  type BudgetDeadlineKind,
  formatCardDate,
  LOGIN_PATH,
  productLabelKey,
} from "@travesia/core";
import { type ReactNode, useId } from "react";
import { Link } from "react-router-dom";
import { useT } from "../../i18n/LanguageContext";
import pageStyles from "../../shared/Page.module.css";
import { BudgetFailure } from "../BudgetFailure/BudgetFailure";
import styles from "./BudgetDeadlinesPage.module.css";

/** Props of the stateless deadlines page: the agent's deadlines of the coming days, soonest first. */
export interface BudgetDeadlinesPageProps {
  /** `off`: nobody is signed in. */
  readonly status: "off" | "loading" | "ready" | "error";
  readonly deadlines: readonly BudgetDeadline[];
  readonly timeZone: string;
  readonly windowDays: number;
  readonly onRetry: () => void;
  /** The daily digest's form, under the list. */
  readonly digest?: ReactNode;
}

const KIND_KEYS = {
  freeCancellation: "budget.deadlineFreeCancellation",
  optionExpiry: "budget.deadlineOptionExpiry",
  rateValidity: "budget.deadlineRateValidity",
} as const satisfies Record<BudgetDeadlineKind, string>;

/** One deadline: what passes, when (in the agent's zone), and a link to the budget item it belongs to. */
const DeadlineRow = ({ deadline }: { readonly deadline: BudgetDeadline }) => {
  const t = useT();
  const productKey = productLabelKey(deadline.product);
  return (
    <li className={`${styles.deadline} ${styles[deadline.kind]}`} data-testid="deadline">
      <span className={styles.kind}>{t(KIND_KEYS[deadline.kind])}</span>
      <time className={styles.when} dateTime={new Date(deadline.at).toISOString()}>
        {t("budget.deadlineWhen", { date: formatCardDate(deadline.local.date), time: deadline.local.time })}
      </time>
      <Link className={styles.link} to={deadline.href}>
        {t("budget.deadlineItem", {
          budget: deadline.budgetTitle,
          item: deadline.itemTitle ?? (productKey === undefined ? deadline.product : t(productKey)),
        })}
      </Link>
    </li>
  );
};

/** The agent's deadlines within the next days across every budget, each linking to its budget item. */
export const BudgetDeadlinesPage = ({
  status,
  deadlines,
  timeZone,
  windowDays,
  onRetry,
  digest,
}: BudgetDeadlinesPageProps) => {
  const t = useT();
  const id = useId();
  return (
    <section className={pageStyles.wide} aria-labelledby={`${id}-title`}>
      <h1 id={`${id}-title`} className={pageStyles.title}>
        {t("budget.deadlinesTitle")}
      </h1>
      {status === "off" ? (
        <p>
          <Link to={LOGIN_PATH}>{t("budget.loginRequired")}</Link>
        </p>
      ) : status === "loading" ? (
        <p role="status" className={pageStyles.muted}>
          {t("budget.deadlinesLoading")}
        </p>
      ) : status === "error" ? (
        <BudgetFailure messageKey="budget.deadlinesError" onRetry={onRetry} />
      ) : (
        <>
          <p className={pageStyles.muted}>{t("budget.deadlinesIntro", { days: windowDays, zone: timeZone })}</p>
          {deadlines.length === 0 ? (
            <p>{t("budget.deadlinesEmpty", { days: windowDays })}</p>
          ) : (
            <ol className={styles.list}>
              {deadlines.map((deadline) => (
                <DeadlineRow key={`${deadline.budgetId}-${deadline.itemId}-${deadline.kind}`} deadline={deadline} />
              ))}
            </ol>
          )}
          {digest}
        </>
      )}
    </section>
  );
};
