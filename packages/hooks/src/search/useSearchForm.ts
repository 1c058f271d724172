import {
  type CalendarDate,
  calendarDateFromParts,
  type SearchTarget,
  type SearchTargetUnbuildable,
  type ValidationIssue,
  type ValidationPath,
  validationIssuesAt,
} from "@travesia/core";
import { Result } from "effect";
import { useCallback, useMemo, useState } from "react";
import type { HookResult } from "../common/hookResult.js";
import type { Clock } from "../provider/world.js";

/** What a submit gives: where to go, or every failing field (core's issues, message keys). */
export type SearchSubmitOutcome =
  | SearchTarget
  | { readonly _tag: "Invalid"; readonly issues: readonly ValidationIssue[] };

/** What every search-form hook returns. Issues show once a submit was tried, then follow every edit. */
export type SearchFormResult<V, Extra = object> = HookResult<
  "editing" | "invalid" | "submitted",
  {
    readonly values: V;
    /** Every failing field, after the first submit attempt (before it: none, so a fresh form shows no errors). */
    readonly issues: readonly ValidationIssue[];
    /** The issues of one field or block, e.g. `issuesAt(["rooms", 0])`. */
    readonly issuesAt: (path: ValidationPath) => readonly ValidationIssue[];
  },
  {
    readonly set: <K extends keyof V>(field: K, value: V[K]) => void;
    readonly update: (change: (values: V) => V) => void;
    readonly reset: () => void;
    /** Validates with core; returns the results URL to navigate to (or the post), or the field errors. */
    readonly submit: () => SearchSubmitOutcome;
  } & Extra
>;

/** What {@link useSearchForm} needs: the defaults, core's validator and the route step. */
export interface SearchFormSpec<V> {
  readonly initial: V;
  readonly validate: (values: V) => ValidationIssue[];
  readonly target: (values: V) => Result.Result<SearchTarget, SearchTargetUnbuildable>;
}

/** Today in the visitor's time zone, as core's calendar date (forms refuse past days). */
export const todayOf = (clock: Clock): CalendarDate | undefined => {
  const now = new Date(clock.now());
  const today = calendarDateFromParts({ year: now.getFullYear(), month: now.getMonth() + 1, day: now.getDate() });
  return Result.isSuccess(today) ? today.success : undefined;
};

/**
 * The state machine shared by every search form: plain values, core's validation, and a submit that returns where
 * to go. Product hooks wrap it with their validator, defaults and extra verbs.
 */
export const useSearchForm = <V>({ initial, validate, target }: SearchFormSpec<V>): SearchFormResult<V> => {
  const [values, setValues] = useState<V>(initial);
  const [attempted, setAttempted] = useState(false);
  const [submitted, setSubmitted] = useState(false);
  const issues = useMemo(() => (attempted ? validate(values) : []), [attempted, validate, values]);

  const set = useCallback(<K extends keyof V>(field: K, value: V[K]) => {
    setSubmitted(false);
    setValues((previous) => ({ ...previous, [field]: value }));
  }, []);
  const update = useCallback((change: (previous: V) => V) => {
    setSubmitted(false);
    setValues(change);
  }, []);
  const reset = useCallback(() => {
    setValues(initial);
    setAttempted(false);
    setSubmitted(false);
  }, [initial]);
  const submit = useCallback((): SearchSubmitOutcome => {
    setAttempted(true);
    const found = validate(values);
    if (found.length > 0) return { _tag: "Invalid", issues: found };
    const where = target(values);
    if (Result.isFailure(where)) {
      // Core's validator passed but its route builder refused: show it on the field rather than navigate nowhere.
      return { _tag: "Invalid", issues: [{ path: [where.failure.field], key: where.failure.key }] };
    }
    setSubmitted(true);
    return where.success;
  }, [values, validate, target]);

  return {
    status: submitted ? "submitted" : issues.length > 0 ? "invalid" : "editing",
    data: { values, issues, issuesAt: (path) => validationIssuesAt(issues, path) },
    error: null,
    actions: { set, update, reset, submit },
  };
};
