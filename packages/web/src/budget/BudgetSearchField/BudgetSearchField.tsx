import type { ValidationIssue } from "@travesia/core";
import { useIssueText, useT } from "../../i18n/LanguageContext";

/** Props of {@link BudgetSearchField}. */
export interface BudgetSearchFieldProps {
  /** The input's id; the issue's paragraph is `${id}-issue`. */
  readonly id: string;
  readonly text: string;
  /** Spec 000 §5 "Budget search text: at least 3 characters": the issue shown under the field, or null. */
  readonly issue: ValidationIssue | null;
  readonly onText: (text: string) => void;
  /** The look of the page that holds the field (the budget list, the header's widget). */
  readonly classes: { readonly label?: string; readonly input?: string; readonly issue?: string };
}

/** The budget search: its label, the search input and the issue on the field, for the list page and the widget. */
export const BudgetSearchField = ({ id, text, issue, onText, classes }: BudgetSearchFieldProps) => {
  const t = useT();
  const issueText = useIssueText();
  return (
    <>
      <label htmlFor={id} className={classes.label}>
        {t("budget.searchLabel")}
      </label>
      <input
        id={id}
        type="search"
        className={classes.input}
        placeholder={t("budget.searchPlaceholder")}
        value={text}
        aria-invalid={issue === null ? undefined : true}
        aria-describedby={issue === null ? undefined : `${id}-issue`}
        onChange={(event) => onText(event.target.value)}
      />
      {issue === null ? null : (
        <p id={`${id}-issue`} className={classes.issue}>
          {issueText(issue)}
        </p>
      )}
    </>
  );
};
