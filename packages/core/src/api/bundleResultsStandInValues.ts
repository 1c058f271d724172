import * as Result from "effect/Result";
import { bundlePriceGrid } from "../bundle/bundlePriceGrid.js";
import { bundleResultsFormValues, bundleResultsPost } from "../bundle/bundleResultsSearch.js";
import { bundleResultsSummary } from "../bundle/bundleResultsSummary.js";
import { translate } from "../locale/catalog.js";
import type { Language } from "../locale/language.js";
import type { BundleResultsSearch } from "../routes/bundleResultsQuery.js";
import { decodeWith } from "./decode.js";
import { answeredReply } from "./internal/answeredReply.js";
import type { PageFirstReply, PageStandInReplyValues } from "./pageFirstReplies.js";
import { BundleSearchPostReply } from "./searchFormPosts.js";

const decodeSearch = decodeWith(BundleSearchPostReply);

/**
 * A bundle results page as its first render with its first reply draws it, in `language`: the search it shows
 * (`summary`: core's `bundleResultsSummary`, its destinations named by the listed bundles, its themes by a listed
 * bundle's, the theme list not being a first call) and the count of the bundles listed. Nothing when the search
 * failed or does not decode, or when its bundles make no price grid (none listed, or none priced): the page then draws
 * its failure, its empty notice or no grid, not the grid's title that the stand-in shows.
 */
export const bundleResultsStandInValues = (
  query: BundleResultsSearch,
  replies: readonly PageFirstReply[],
  language: Language,
): PageStandInReplyValues => {
  const search = decodeSearch(answeredReply(replies, bundleResultsPost(query).path));
  if (Result.isFailure(search)) return {};
  const bundles = search.success.results;
  if (bundlePriceGrid(bundles).rows.length === 0) return {};
  return {
    summary: bundleResultsSummary(
      bundleResultsFormValues(query, bundles, language),
      [],
      bundles,
      translate(language, "bundleResults.anyChoice"),
    ),
    count: translate(language, "bundleResults.count", { count: bundles.length }),
  };
};
