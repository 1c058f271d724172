import {
  CloseButton,
  Disclosure,
  DisclosureButton,
  DisclosurePanel,
  Popover,
  PopoverButton,
  PopoverPanel,
  useClose,
} from "@headlessui/react";
import { BUDGET_LIST_PATH, type Budget, type ValidationIssue } from "@travesia/core";
import type { BudgetWidgetEntry } from "@travesia/hooks";
import { useId, useState } from "react";
import { Link, type LinkProps } from "react-router-dom";
import { useT } from "../../i18n/LanguageContext";
import { CloseIcon } from "../../shared/icons";
import { BudgetRow } from "../BudgetRow/BudgetRow";
import { BudgetSearchField } from "../BudgetSearchField/BudgetSearchField";
import { NewBudgetForm, type NewBudgetFormProps } from "../NewBudgetForm/NewBudgetForm";
import styles from "./BudgetWidget.module.css";
import { BudgetWidgetButtonFace } from "./BudgetWidgetPlaceholder";

/** Props of the stateless floating budget widget (spec 000 §2). */
export interface BudgetWidgetProps {
  /** The header's budgets counter. */
  readonly count: number;
  readonly status: "loading" | "ready" | "error";
  /** The list's failure message key ('No se pudieron recuperar los presupuestos'). */
  readonly errorKey: string | null;
  readonly active: BudgetWidgetEntry | null;
  /** The five most recent other budgets (core's `budgetWidgetOthers`, through the hook). */
  readonly others: readonly BudgetWidgetEntry[];
  /** A search text under 3 characters (spec 000 §5). */
  readonly searchIssue: ValidationIssue | null;
  readonly busy: boolean;
  readonly onSearch: (text: string) => void;
  readonly onActivate: (budget: Budget) => void;
  readonly onDelete: (budget: Budget) => void;
  readonly onCreate: NewBudgetFormProps["onCreate"];
}

/** The detail link of a row: following it also closes the widget. */
const ClosingLink = (props: LinkProps) => {
  const close = useClose();
  return (
    <Link
      {...props}
      onClick={(event) => {
        props.onClick?.(event);
        close();
      }}
    />
  );
};

/** The widget's panel content. */
const BudgetWidgetContent = (props: BudgetWidgetProps) => {
  const { status, errorKey, active, others, searchIssue, busy, onSearch, onActivate, onDelete, onCreate } = props;
  const t = useT();
  const id = useId();
  const [text, setText] = useState("");
  return (
    <>
      <div className={styles.panelHeader}>
        <h2 id={`${id}-title`} className={styles.panelTitle}>
          {t("budget.widgetLabel")}
        </h2>
        <CloseButton className={styles.close}>
          <CloseIcon />
          <span className="visually-hidden">{t("shell.close")}</span>
        </CloseButton>
      </div>

      <section aria-labelledby={`${id}-active`} className={styles.section}>
        <h3 id={`${id}-active`} className={styles.sectionTitle}>
          {t("budget.active")}
        </h3>
        {active === null ? (
          <p className={styles.muted}>{t("budget.noActiveNow")}</p>
        ) : (
          <ul className={styles.list}>
            <BudgetRow
              variant="compact"
              budget={active.budget}
              active
              timeSince={null}
              busy={busy}
              DetailLink={ClosingLink}
              onActivate={onActivate}
              onDelete={onDelete}
            />
          </ul>
        )}
      </section>

      <div className={styles.search}>
        <BudgetSearchField
          id={`${id}-search`}
          text={text}
          issue={searchIssue}
          onText={(next) => {
            setText(next);
            onSearch(next);
          }}
          classes={{ label: styles.sectionTitle, input: styles.searchInput, issue: styles.issue }}
        />
      </div>

      <section aria-labelledby={`${id}-others`} className={styles.section} aria-busy={status === "loading"}>
        <h3 id={`${id}-others`} className={styles.sectionTitle}>
          {t("budget.others")}
        </h3>
        {status === "error" && errorKey !== null ? (
          <div role="alert" className={styles.error}>
            <strong>{t("budget.listErrorTitle")}</strong> {t(errorKey)}
          </div>
        ) : status === "loading" && others.length === 0 ? (
          <p className={styles.muted}>{t("budget.loading")}</p>
        ) : others.length === 0 ? (
          <p className={styles.muted}>{t("budget.empty")}</p>
        ) : (
          <ul className={styles.list}>
            {others.map((entry) => (
              <BudgetRow
                key={entry.budget.quotationId}
                variant="compact"
                budget={entry.budget}
                active={false}
                timeSince={entry.timeSince}
                busy={busy}
                DetailLink={ClosingLink}
                onActivate={onActivate}
                onDelete={onDelete}
              />
            ))}
          </ul>
        )}
      </section>

      <CloseButton as={Link} to={BUDGET_LIST_PATH} className={styles.seeAll}>
        {t("budget.seeAll")}
      </CloseButton>

      <Disclosure as="section" className={styles.section}>
        {({ close }) => (
          <>
            <DisclosureButton className={styles.newButton}>{t("budget.new")}</DisclosureButton>
            <DisclosurePanel className={styles.newPanel}>
              <NewBudgetForm onCreate={onCreate} onCreated={() => close()} />
            </DisclosurePanel>
          </>
        )}
      </Disclosure>
    </>
  );
};

/**
 * The floating budget widget (spec 000 §2): the active budget with 'ver detalle' and delete; the five most recent
 * others with 'activar', 'ver detalle', delete and time since; a search box (3+ characters); 'Ver todos los
 * presupuestos'; and the 'Nuevo presupuesto' form. A Headless UI popover positioned by CSS (full screen on phones).
 */
export const BudgetWidget = (props: BudgetWidgetProps) => (
  <Popover className={styles.widget}>
    <PopoverButton className={styles.button} data-testid="budget-widget-button">
      <BudgetWidgetButtonFace count={props.count} />
    </PopoverButton>
    <PopoverPanel className={styles.panel} data-testid="budget-widget-panel">
      <BudgetWidgetContent {...props} />
    </PopoverPanel>
  </Popover>
);
