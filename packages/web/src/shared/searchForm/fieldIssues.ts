import { isMessageKey, type ValidationIssue, type ValidationPath } from "@travesia/core";
import type { Translate } from "../../i18n/LanguageContext";

/** The issues of exactly one field (core's `validationIssuesAt` also returns the issues nested under a prefix). */
export const fieldIssues = (issues: readonly ValidationIssue[], path: ValidationPath): readonly ValidationIssue[] =>
  issues.filter(
    (issue) => issue.path.length === path.length && path.every((part, index) => issue.path[index] === part),
  );

/**
 * The text of an issue in the current catalog. A parameter that is itself a message key (the field name of '{field}
 * es requerido.') is translated first, as core's `translateIssue` does, but through the catalog with server overrides.
 */
export const issueText = (t: Translate, issue: ValidationIssue): string => {
  const params: Record<string, string | number> = {};
  for (const [name, value] of Object.entries(issue.params ?? {})) {
    params[name] = typeof value === "string" && isMessageKey(value) ? t(value) : value;
  }
  return t(issue.key, params);
};

/** The id of a field's error text, for `aria-describedby`. */
export const errorIdOf = (fieldId: string): string => `${fieldId}-error`;

/** What an invalid control carries: `aria-invalid` and the id of its error text (nothing when it is valid). */
export const invalidProps = (
  fieldId: string,
  issues: readonly ValidationIssue[],
): { "aria-invalid"?: true; "aria-describedby"?: string } =>
  issues.length === 0 ? {} : { "aria-invalid": true, "aria-describedby": errorIdOf(fieldId) };
