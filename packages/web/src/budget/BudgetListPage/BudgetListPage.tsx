import {
  BUDGET_FILTER_FIELDS,
  type Budget,
  type BudgetFilterRequest,
  budgetFilterRequest,
  LOGIN_PATH,
  type PaginationView,
  paginationView,
  type ValidationIssue,
} from "@travesia/core";
import { useId, useState } from "react";
import { Link } from "react-router-dom";
import { useT } from "../../i18n/LanguageContext";
import pageStyles from "../../shared/Page.module.css";
import { Pager } from "../../shared/results/Pager/Pager";
import { BudgetFailure } from "../BudgetFailure/BudgetFailure";
import { BudgetRow, BudgetRowSkeleton } from "../BudgetRow/BudgetRow";
import { BudgetSearchField } from "../BudgetSearchField/BudgetSearchField";
import styles from "./BudgetListPage.module.css";

/** Props of the stateless budget list (spec 000 §2 "/mybudgets", §4 "Budget list: loading, then loaded"). */
export interface BudgetListPageProps {
  /** False shows the login prompt (nobody is signed in). */
  readonly signedIn: boolean;
  readonly status: "loading" | "ready" | "error";
  readonly errorKey: string | null;
  readonly budgets: readonly Budget[];
  readonly count: number;
  /** Core's `paginationView` of the list's pages (hidden when there are none). */
  readonly pagination: PaginationView;
  readonly activeId: string | null;
  /** Spec 000 §5 "Budget search text: at least 3 characters". */
  readonly searchIssue: ValidationIssue | null;
  readonly busy: boolean;
  readonly onSearch: (text: string) => void;
  readonly onFilter: (filter: BudgetFilterRequest) => void;
  readonly onPage: (page: number) => void;
  readonly onActivate: (budget: Budget) => void;
  readonly onDelete: (budget: Budget) => void;
  readonly onRetry: () => void;
}

/** The filter form (`POST api/budget/filter`): customer's names and a creation date range. */
const BudgetFilterForm = ({
  onFilter,
  onClear,
}: {
  onFilter: (filter: BudgetFilterRequest) => void;
  onClear: () => void;
}) => {
  const t = useT();
  const id = useId();
  const labels = {
    firstName: t("budget.firstName"),
    lastName: t("budget.lastName"),
    from: t("budget.filterFrom"),
    to: t("budget.filterTo"),
  };
  return (
    <form
      className={styles.filterForm}
      onSubmit={(event) => {
        event.preventDefault();
        const form = new FormData(event.currentTarget);
        onFilter(
          budgetFilterRequest(
            Object.fromEntries(BUDGET_FILTER_FIELDS.map((name) => [name, String(form.get(name) ?? "")])),
          ),
        );
      }}
      onReset={onClear}
    >
      {BUDGET_FILTER_FIELDS.map((name) => (
        <div key={name} className={pageStyles.field}>
          <label htmlFor={`${id}-${name}`}>{labels[name]}</label>
          <input
            id={`${id}-${name}`}
            name={name}
            className={pageStyles.input}
            type={name === "from" || name === "to" ? "date" : "text"}
          />
        </div>
      ))}
      <div className={styles.filterActions}>
        <button type="submit" className={pageStyles.primary}>
          {t("budget.filterApply")}
        </button>
        <button type="reset" className={pageStyles.secondary}>
          {t("budget.filterClear")}
        </button>
      </div>
    </form>
  );
};

/** The rows drawn while the first list loads: a page of budgets fills the screen, phone or desktop. */
const LOADING_ROWS = ["first", "second", "third", "fourth", "fifth"] as const;

/** The budget list page: search from 3 characters, filter, activate, delete, loading and failure. */
export const BudgetListPage = (props: BudgetListPageProps) => {
  const { signedIn, status, errorKey, budgets, count, pagination, activeId, searchIssue, busy } = props;
  const t = useT();
  const id = useId();
  const [text, setText] = useState("");
  if (!signedIn) {
    return (
      <section className={`${pageStyles.narrow} ${styles.page}`} aria-labelledby={`${id}-title`}>
        <h1 id={`${id}-title`} className={pageStyles.title}>
          {t("budget.listTitle")}
        </h1>
        <div className={pageStyles.card}>
          <p>{t("budget.loginRequired")}</p>
          <p className={pageStyles.actions}>
            <Link className={pageStyles.primary} to={LOGIN_PATH}>
              {t("shell.login")}
            </Link>
          </p>
        </div>
      </section>
    );
  }
  return (
    <section className={`${pageStyles.wide} ${styles.page}`} aria-labelledby={`${id}-title`}>
      <h1 id={`${id}-title`} className={pageStyles.title}>
        {t("budget.listTitle")}
      </h1>
      <div className={styles.tools}>
        <search className={styles.search}>
          <BudgetSearchField
            id={`${id}-search`}
            text={text}
            issue={searchIssue}
            onText={(next) => {
              setText(next);
              props.onSearch(next);
            }}
            classes={{ label: styles.searchLabel, input: pageStyles.input, issue: styles.issue }}
          />
        </search>
        {/* A native disclosure: the list route stays within its 40 KB budget without Headless UI's. */}
        <details className={styles.filter}>
          <summary className={`${pageStyles.secondary} ${styles.summary}`}>{t("budget.filterTitle")}</summary>
          <BudgetFilterForm
            onFilter={props.onFilter}
            onClear={() => {
              setText("");
              props.onSearch("");
            }}
          />
        </details>
      </div>

      <div aria-live="polite" className={styles.status}>
        {status === "loading" ? (
          <p role="status" className={pageStyles.muted}>
            {t("budget.loading")}
          </p>
        ) : status === "ready" ? (
          <p className={pageStyles.muted}>{t("budget.resultsCount", { count })}</p>
        ) : null}
      </div>

      {status === "error" ? (
        <BudgetFailure messageKey={errorKey ?? "budget.listError"} onRetry={props.onRetry} />
      ) : status === "ready" && budgets.length === 0 ? (
        <p className={pageStyles.muted}>{t("budget.empty")}</p>
      ) : (
        <ul className={styles.budgets} aria-busy={status === "loading"}>
          {status === "loading" && budgets.length === 0
            ? LOADING_ROWS.map((row) => <BudgetRowSkeleton key={row} />)
            : null}
          {budgets.map((budget) => (
            <BudgetRow
              key={budget.quotationId}
              variant="card"
              budget={budget}
              active={budget.quotationId === activeId}
              timeSince={budget.timeFromNow ?? null}
              busy={busy}
              onActivate={props.onActivate}
              onDelete={props.onDelete}
            />
          ))}
        </ul>
      )}

      <Pager pagination={pagination} onPage={props.onPage} />
    </section>
  );
};

const ignore = () => undefined;

/**
 * The page as it first draws for a signed-in user, loading: what the prerendered shell of /mybudgets shows in the
 * page's place before JavaScript runs (app/entry-server.tsx), so its heading, the largest text of the first screen,
 * paints with the shell and the page's first render draws it again where it stood.
 */
export const BudgetListStandIn = () => (
  <BudgetListPage
    signedIn
    status="loading"
    errorKey={null}
    budgets={[]}
    count={0}
    pagination={paginationView(1, 0)}
    activeId={null}
    searchIssue={null}
    busy={false}
    onSearch={ignore}
    onFilter={ignore}
    onPage={ignore}
    onActivate={ignore}
    onDelete={ignore}
    onRetry={ignore}
  />
);
