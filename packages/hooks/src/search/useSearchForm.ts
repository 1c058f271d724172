import {
  type CalendarDate,
  calendarDateAtEpochMs,
  type SearchFormOutcome,
  type SearchTargetResult,
  searchFormSubmission,
  type ValidationIssue,
  type ValidationPath,
  validationIssuesAt,
} from "@travesia/core";
import { useCallback, useMemo, useState } from "react";
import type { HookResult } from "../common/hookResult.js";
import type { Clock } from "../provider/world.js";

/** What a submit gives: where to go (core's target), or every failing field (core's issues, message keys). */
export type SearchSubmitOutcome = SearchFormOutcome;

/** What every search-form hook returns: its values, its issues, and its own verbs (never a generic setter). */
export type SearchFormResult<V, Verbs> = HookResult<
  "editing" | "invalid" | "submitted",
  {
    readonly values: V;
    /** Every failing field, after the first submit attempt (before it: none, so a fresh form shows no errors). */
    readonly issues: readonly ValidationIssue[];
    /** The issues of one field or block, e.g. `issuesAt(["rooms", 0])`. */
    readonly issuesAt: (path: ValidationPath) => readonly ValidationIssue[];
  },
  Verbs & {
    readonly reset: () => void;
    /** Validates with core; returns the results URL to navigate to (or the post), or the field errors. */
    readonly submit: () => SearchSubmitOutcome;
  }
>;

/** What {@link useSearchForm} needs: core's reducer for the form's variant, its validator and its route step. */
export interface SearchFormSpec<V, E> {
  readonly initial: V;
  readonly transition: (values: V, event: E) => V;
  readonly validate: (values: V) => ValidationIssue[];
  readonly target: (values: V) => SearchTargetResult;
}

/** The form's state and the function that sends it core's events; product hooks turn events into verbs. */
export interface SearchFormMachine<V, E> {
  readonly form: SearchFormResult<V, object>;
  readonly send: (event: E) => void;
}

/** Today in the visitor's time zone, as core's calendar date (forms refuse past days). */
export const todayOf = (clock: Clock): CalendarDate => {
  const now = clock.now();
  return calendarDateAtEpochMs(now, -new Date(now).getTimezoneOffset());
};

/**
 * Holds a search form's values and sends them through core's reducer. Issues show once a submit was tried, then
 * follow every event; an event after a successful submit makes the form 'editing' again.
 */
export const useSearchForm = <V, E>({
  initial,
  transition,
  validate,
  target,
}: SearchFormSpec<V, E>): SearchFormMachine<V, E> => {
  const [values, setValues] = useState<V>(initial);
  const [attempted, setAttempted] = useState(false);
  const [submitted, setSubmitted] = useState(false);
  const issues = useMemo(() => (attempted ? validate(values) : []), [attempted, validate, values]);
  const send = useCallback(
    (event: E) => {
      setSubmitted(false);
      setValues((previous) => transition(previous, event));
    },
    [transition],
  );
  const reset = useCallback(() => {
    setValues(initial);
    setAttempted(false);
    setSubmitted(false);
  }, [initial]);
  const submit = useCallback((): SearchSubmitOutcome => {
    setAttempted(true);
    const outcome = searchFormSubmission(values, validate(values), target);
    setSubmitted(outcome._tag !== "Invalid");
    return outcome;
  }, [values, validate, target]);
  const form: SearchFormResult<V, object> = {
    status: submitted ? "submitted" : issues.length > 0 ? "invalid" : "editing",
    data: { values, issues, issuesAt: (path) => validationIssuesAt(issues, path) },
    error: null,
    actions: { reset, submit },
  };
  return { form, send };
};
