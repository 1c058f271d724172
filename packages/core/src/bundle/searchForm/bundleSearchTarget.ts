import * as Result from "effect/Result";
import type { SearchTargetResult } from "../../search/searchTarget.js";
import type { BundleSearchFormValues, BundleSearchSubmit } from "./bundleSearchForm.js";
import {
  BUNDLE_ALL_RESULTS_POST_PATH,
  BUNDLE_SEARCH_POST_PATH,
  bundleSearchFormEntries,
} from "./bundleSearchFormPost.js";

/**
 * Where the bundle form leads: a form post (spec 002 §2), to `/search/dynamicVacationBundle` for 'Buscar' and to
 * `/dynamicVacationBundle/getAllResults` for 'Explorar nuestras propuestas', with the same entries. Always succeeds.
 *
 * @example bundleSearchTarget(BUNDLE_SEARCH_FORM_DEFAULTS, "exploreAll") // Success({ _tag: "Post", path: "/dynamicVacationBundle/getAllResults", entries })
 */
export const bundleSearchTarget = (values: BundleSearchFormValues, submit: BundleSearchSubmit): SearchTargetResult =>
  Result.succeed({
    _tag: "Post",
    path: submit === "search" ? BUNDLE_SEARCH_POST_PATH : BUNDLE_ALL_RESULTS_POST_PATH,
    entries: bundleSearchFormEntries(values),
  });
