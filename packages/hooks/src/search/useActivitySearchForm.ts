import {
  ACTIVITY_SEARCH_FORM_DEFAULTS,
  type ActivitySearchFormValues,
  activitySearchFormTransition,
  activitySearchTarget,
  type SearchFormPlace,
  validateActivitySearchForm,
} from "@travesia/core";
import { useCallback, useMemo } from "react";
import { usePortalWorld } from "../provider/PortalProvider.js";
import { type SearchFormResult, todayOf, useSearchForm } from "./useSearchForm.js";

/** The activity box's verbs. */
export interface ActivitySearchFormVerbs {
  readonly typeDestination: (text: string) => void;
  readonly chooseDestination: (place: SearchFormPlace) => void;
  readonly pickDates: (from: string, to: string) => void;
  readonly setAdults: (adults: number) => void;
  readonly setChildren: (count: number) => void;
  readonly setChildAge: (index: number, age: number) => void;
  readonly setInfants: (infants: number) => void;
}

/**
 * The activity box (destination, date range, participants with children's ages) on core's
 * `activitySearchFormTransition`, `validateActivitySearchForm` and `activitySearchTarget`.
 *
 * @example const form = useActivitySearchForm(); form.actions.setChildren(2);
 */
export const useActivitySearchForm = (
  initial: ActivitySearchFormValues = ACTIVITY_SEARCH_FORM_DEFAULTS,
): SearchFormResult<ActivitySearchFormValues, ActivitySearchFormVerbs> => {
  const { clock } = usePortalWorld();
  const validate = useCallback(
    (values: ActivitySearchFormValues) => validateActivitySearchForm(values, { today: todayOf(clock) }),
    [clock],
  );
  const { form, send } = useSearchForm({
    initial,
    transition: activitySearchFormTransition,
    validate,
    target: activitySearchTarget,
  });
  const verbs = useMemo<ActivitySearchFormVerbs>(
    () => ({
      typeDestination: (text) => send({ _tag: "destinationTyped", text }),
      chooseDestination: (place) => send({ _tag: "destinationChosen", place }),
      pickDates: (from, to) => send({ _tag: "datesPicked", from, to }),
      setAdults: (adults) => send({ _tag: "adultsSet", adults }),
      setChildren: (count) => send({ _tag: "childrenSet", count }),
      setChildAge: (index, age) => send({ _tag: "childAgeSet", index, age }),
      setInfants: (infants) => send({ _tag: "infantsSet", infants }),
    }),
    [send],
  );
  return { ...form, actions: { ...form.actions, ...verbs } };
};
