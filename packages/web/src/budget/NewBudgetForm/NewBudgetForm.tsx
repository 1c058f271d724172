import {
  NEW_BUDGET_FORM_DEFAULTS,
  type NewBudgetFormValues,
  type ValidationIssue,
  validationIssuesAt,
} from "@travesia/core";
import { useId, useState } from "react";
import { useIssueText, useT } from "../../i18n/LanguageContext";
import styles from "./NewBudgetForm.module.css";

/**
 * What a create attempt gave: the failing fields (core's `validateNewBudgetForm`), `[]` when the budget was
 * created, or `null` when the server refused it (its message is shown as a warning elsewhere; the form keeps the values).
 */
type NewBudgetOutcome = readonly ValidationIssue[] | null;

/** Props of the 'Nuevo presupuesto' form. */
export interface NewBudgetFormProps {
  readonly onCreate: (values: NewBudgetFormValues) => Promise<NewBudgetOutcome>;
  /** Called after a budget was created. */
  readonly onCreated?: () => void;
}

type Field = keyof NewBudgetFormValues;

/**
 * The 'Nuevo presupuesto' form (spec 000 §2, §3, §5): title, firstName, lastName and comments. Every failing
 * field shows its message under it, from core's validator; the form only holds what is typed.
 */
export const NewBudgetForm = ({ onCreate, onCreated }: NewBudgetFormProps) => {
  const t = useT();
  const issueText = useIssueText();
  const id = useId();
  const [values, setValues] = useState<NewBudgetFormValues>(NEW_BUDGET_FORM_DEFAULTS);
  const [issues, setIssues] = useState<readonly ValidationIssue[]>([]);
  const [pending, setPending] = useState(false);

  const field = (name: Field, labelKey: Parameters<typeof t>[0], multiline = false) => {
    const fieldIssues = validationIssuesAt(issues, [name]);
    const inputId = `${id}-${name}`;
    const issueId = `${inputId}-issue`;
    const common = {
      id: inputId,
      name,
      value: values[name],
      className: styles.input,
      "aria-invalid": fieldIssues.length > 0 ? true : undefined,
      "aria-describedby": fieldIssues.length > 0 ? issueId : undefined,
      onChange: (event: { target: { value: string } }) =>
        setValues((previous) => ({ ...previous, [name]: event.target.value })),
    };
    return (
      <div className={styles.field}>
        <label htmlFor={inputId} className={styles.label}>
          {t(labelKey)}
          {name === "comments" ? <span className={styles.optional}> {t("budget.optional")}</span> : null}
        </label>
        {multiline ? <textarea {...common} rows={2} /> : <input {...common} type="text" autoComplete="off" />}
        {fieldIssues.length === 0 ? null : (
          <p id={issueId} className={styles.issue} data-testid={`issue-${name}`}>
            {fieldIssues.map((issue) => issueText(issue)).join(" ")}
          </p>
        )}
      </div>
    );
  };

  return (
    <form
      className={styles.form}
      noValidate
      onSubmit={async (event) => {
        event.preventDefault();
        setPending(true);
        const outcome = await onCreate(values);
        setPending(false);
        if (outcome === null) return;
        setIssues(outcome);
        if (outcome.length === 0) {
          setValues(NEW_BUDGET_FORM_DEFAULTS);
          onCreated?.();
        }
      }}
    >
      {field("title", "budget.title")}
      <div className={styles.pair}>
        {field("firstName", "budget.firstName")}
        {field("lastName", "budget.lastName")}
      </div>
      {field("comments", "budget.comments", true)}
      <button type="submit" className={styles.submit} disabled={pending}>
        {pending ? t("budget.creating") : t("budget.create")}
      </button>
    </form>
  );
};
