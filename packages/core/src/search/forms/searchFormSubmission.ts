import * as Result from "effect/Result";
import type { ValidationIssue } from "../../validation/validationIssue.js";
import type { SearchTarget, SearchTargetResult } from "../searchTarget.js";

/** What a submit gives: where to go (a URL or a form post), or every failing field with its message key. */
export type SearchFormOutcome =
  | SearchTarget
  | { readonly _tag: "Invalid"; readonly issues: readonly ValidationIssue[] };

/**
 * The outcome of a submit: the validator's issues when there are any; else the route step's target; and when the
 * route builder still refuses values the validator passed, that refusal as an issue on its field, so the view marks
 * the field instead of navigating nowhere.
 *
 * @example searchFormSubmission(values, validateHouseSearchForm(values), houseSearchTarget)
 */
export const searchFormSubmission = <V>(
  values: V,
  issues: readonly ValidationIssue[],
  target: (values: V) => SearchTargetResult,
): SearchFormOutcome => {
  if (issues.length > 0) return { _tag: "Invalid", issues };
  const where = target(values);
  return Result.isSuccess(where)
    ? where.success
    : { _tag: "Invalid", issues: [{ path: [where.failure.field], key: where.failure.key }] };
};
