import {
  BUNDLE_SEARCH_FORM_DEFAULTS,
  type BundleSearchFormValues,
  bundleSearchTarget,
  validateBundleSearchForm,
} from "@travesia/core";
import { Result } from "effect";
import { useCallback, useMemo } from "react";
import { type SearchFormResult, type SearchSubmitOutcome, useSearchForm } from "./useSearchForm.js";

/** Bundle-form verbs beyond `set` (spec 002 §2, §4). */
export interface BundleFormActions {
  /** "Theme tiles: toggled active/inactive". */
  readonly toggleTheme: (themeId: string) => void;
  /** 'Explorar nuestras propuestas': the second submit, to `/dynamicVacationBundle/getAllResults`. */
  readonly exploreAll: () => SearchSubmitOutcome;
}

/**
 * The dynamic vacation bundle form: destinations and months as tags, theme tiles, 'Buscar' (core's
 * `validateBundleSearchForm`) and 'Explorar nuestras propuestas'. Its submits are form posts (spec 002 §2), so the
 * outcome is `{ _tag: "Post", path, entries }` (core's `bundleSearchFormEntries`).
 *
 * @example const form = useBundleSearchForm(); form.actions.toggleTheme("2"); form.actions.submit();
 */
export const useBundleSearchForm = (
  initial: BundleSearchFormValues = BUNDLE_SEARCH_FORM_DEFAULTS,
): SearchFormResult<BundleSearchFormValues, BundleFormActions> => {
  const validate = useCallback((values: BundleSearchFormValues) => validateBundleSearchForm(values, "search"), []);
  const target = useCallback((values: BundleSearchFormValues) => bundleSearchTarget(values, "search"), []);
  const form = useSearchForm({ initial, validate, target });
  const { update } = form.actions;
  const extra = useMemo<BundleFormActions>(
    () => ({
      toggleTheme: (themeId) =>
        update((values) => ({
          ...values,
          themeIds: values.themeIds.includes(themeId)
            ? values.themeIds.filter((id) => id !== themeId)
            : [...values.themeIds, themeId],
        })),
      exploreAll: () => {
        // 'Explorar' is validated on its own (core: it needs nothing chosen); it never shows the 'Buscar' errors.
        const values = form.data.values;
        const issues = validateBundleSearchForm(values, "exploreAll");
        if (issues.length > 0) return { _tag: "Invalid", issues };
        const where = bundleSearchTarget(values, "exploreAll");
        return Result.isSuccess(where) ? where.success : { _tag: "Invalid", issues: [] };
      },
    }),
    [update, form.data.values],
  );
  return { ...form, actions: { ...form.actions, ...extra } };
};
