import type { SearchFormPlace } from "../../search/forms/searchFormPlaces.js";
import { uniqueSearchFormPlaces } from "../../search/forms/searchFormPlaces.js";
import { listToggle } from "../../search/listToggle.js";
import type { BundleSearchFormValues } from "./bundleSearchForm.js";

/** Every event of the dynamic vacation bundle form (spec 002 §2 "Dynamic vacation bundle search form"). */
export type BundleSearchFormEvent =
  /** The destination tags' new list. */
  | { readonly _tag: "destinationsChosen"; readonly places: readonly SearchFormPlace[] }
  /** The month tags' new list. */
  | { readonly _tag: "periodsChosen"; readonly places: readonly SearchFormPlace[] }
  /** "Theme tiles: toggled active/inactive". */
  | { readonly _tag: "themeToggled"; readonly themeId: string };

/**
 * The bundle form's reducer: tags hold each place once; a theme tile toggles its id in or out, ids kept in the order
 * they were chosen, each once.
 *
 * @example bundleSearchFormTransition(BUNDLE_SEARCH_FORM_DEFAULTS, { _tag: "themeToggled", themeId: "2" }).themeIds // ["2"]
 */
export const bundleSearchFormTransition = (
  values: BundleSearchFormValues,
  event: BundleSearchFormEvent,
): BundleSearchFormValues => {
  switch (event._tag) {
    case "destinationsChosen":
      return { ...values, destinations: uniqueSearchFormPlaces(event.places) };
    case "periodsChosen":
      return { ...values, periods: uniqueSearchFormPlaces(event.places) };
    case "themeToggled":
      return {
        ...values,
        themeIds: listToggle(values.themeIds, event.themeId),
      };
  }
};
