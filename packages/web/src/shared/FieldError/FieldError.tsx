import type { ValidationIssue } from "@travesia/core";
import { useIssueText } from "../../i18n/LanguageContext";
import styles from "../SearchFormFrame/SearchFormFrame.module.css";
import { errorIdOf } from "../searchForm/fieldIssues";

/** The messages of one field, under it; its id is what the control's `aria-describedby` names. */
export const FieldError = ({ fieldId, issues }: { fieldId: string; issues: readonly ValidationIssue[] }) => {
  const issueText = useIssueText();
  if (issues.length === 0) return null;
  return (
    <p id={errorIdOf(fieldId)} className={styles.error}>
      {issues.map((issue) => issueText(issue)).join(" ")}
    </p>
  );
};
