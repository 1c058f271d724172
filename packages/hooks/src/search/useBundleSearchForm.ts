import {
  BUNDLE_SEARCH_FORM_DEFAULTS,
  type BundleSearchFormValues,
  bundleSearchFormTransition,
  bundleSearchTarget,
  type SearchFormPlace,
  searchFormSubmission,
  validateBundleSearchForm,
} from "@travesia/core";
import { useMemo } from "react";
import { type SearchFormResult, type SearchSubmitOutcome, useSearchForm } from "./useSearchForm.js";

/** The bundle form's verbs (spec 002 §2, §4). */
export interface BundleSearchFormVerbs {
  readonly chooseDestinations: (places: readonly SearchFormPlace[]) => void;
  readonly choosePeriods: (places: readonly SearchFormPlace[]) => void;
  /** "Theme tiles: toggled active/inactive". */
  readonly toggleTheme: (themeId: string) => void;
  /** 'Explorar nuestras propuestas': the second submit, to `/dynamicVacationBundle/getAllResults`. */
  readonly exploreAll: () => SearchSubmitOutcome;
}

const validateSearch = (values: BundleSearchFormValues) => validateBundleSearchForm(values, "search");
const targetSearch = (values: BundleSearchFormValues) => bundleSearchTarget(values, "search");

/**
 * The dynamic vacation bundle form on core's `bundleSearchFormTransition`: destinations and months as tags, theme
 * tiles, 'Buscar' (`validateBundleSearchForm`) and 'Explorar nuestras propuestas'. Its submits are form posts (spec
 * 002 §2), so the outcome is `{ _tag: "Post", path, entries }` (core's `bundleSearchFormEntries`).
 *
 * @example const form = useBundleSearchForm(); form.actions.toggleTheme("2"); form.actions.submit();
 */
export const useBundleSearchForm = (
  initial: BundleSearchFormValues = BUNDLE_SEARCH_FORM_DEFAULTS,
): SearchFormResult<BundleSearchFormValues, BundleSearchFormVerbs> => {
  const { form, send } = useSearchForm({
    initial,
    transition: bundleSearchFormTransition,
    validate: validateSearch,
    target: targetSearch,
  });
  const { values } = form.data;
  const verbs = useMemo<BundleSearchFormVerbs>(
    () => ({
      chooseDestinations: (places) => send({ _tag: "destinationsChosen", places }),
      choosePeriods: (places) => send({ _tag: "periodsChosen", places }),
      toggleTheme: (themeId) => send({ _tag: "themeToggled", themeId }),
      // 'Explorar' is validated on its own (core: it needs nothing chosen); it never shows the 'Buscar' errors.
      exploreAll: () =>
        searchFormSubmission(values, validateBundleSearchForm(values, "exploreAll"), (chosen) =>
          bundleSearchTarget(chosen, "exploreAll"),
        ),
    }),
    [send, values],
  );
  return { ...form, actions: { ...form.actions, ...verbs } };
};
