import type { ValidationIssue, ValidationPath } from "@travesia/core";

/** The issues of exactly one field (core's `validationIssuesAt` also returns the issues nested under a prefix). */
export const fieldIssues = (issues: readonly ValidationIssue[], path: ValidationPath): readonly ValidationIssue[] =>
  issues.filter(
    (issue) => issue.path.length === path.length && path.every((part, index) => issue.path[index] === part),
  );

/** The id of a field's error text, for `aria-describedby`. */
export const errorIdOf = (fieldId: string): string => `${fieldId}-error`;

/** What an invalid control carries: `aria-invalid` and the id of its error text (nothing when it is valid). */
export const invalidProps = (
  fieldId: string,
  issues: readonly ValidationIssue[],
): { "aria-invalid"?: true; "aria-describedby"?: string } =>
  issues.length === 0 ? {} : { "aria-invalid": true, "aria-describedby": errorIdOf(fieldId) };
