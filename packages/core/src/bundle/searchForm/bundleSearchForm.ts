import type { SearchFormPlace } from "../../search/forms/searchFormPlaces.js";
import { type ValidationIssue, validationIssue } from "../../validation/validationIssue.js";

/** The plain values of the dynamic vacation bundle form (spec 002 §2 "Dynamic vacation bundle search form"). */
export interface BundleSearchFormValues {
  /** search[destination] tags with search[destination_ids]. */
  readonly destinations: readonly SearchFormPlace[];
  /** search[period] months with search[period_ids]. */
  readonly periods: readonly SearchFormPlace[];
  /** search[tematic_ids]: the active theme tiles. */
  readonly themeIds: readonly string[];
}

/** Nothing chosen: no destination, month or theme. */
export const BUNDLE_SEARCH_FORM_DEFAULTS: BundleSearchFormValues = { destinations: [], periods: [], themeIds: [] };

/** 'Buscar' posts /search/dynamicVacationBundle; 'Explorar nuestras propuestas' posts /dynamicVacationBundle/getAllResults. */
export type BundleSearchSubmit = "search" | "exploreAll";

/**
 * Every failing field of the bundle form. The spec shows no rule for it; ours: 'Buscar' needs at least one
 * destination or theme ('bundle.destinationRequired'), while 'Explorar nuestras propuestas' (all results) needs
 * nothing. Months alone narrow nothing down, so they do not count.
 *
 * @example validateBundleSearchForm(BUNDLE_SEARCH_FORM_DEFAULTS, "exploreAll") // []
 */
export const validateBundleSearchForm = (
  values: BundleSearchFormValues,
  submit: BundleSearchSubmit = "search",
): ValidationIssue[] =>
  submit === "search" && values.destinations.length === 0 && values.themeIds.length === 0
    ? [validationIssue(["destinations"], "bundle.destinationRequired")]
    : [];
