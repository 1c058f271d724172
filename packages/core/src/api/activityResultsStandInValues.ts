import * as Result from "effect/Result";
import { activityAccess } from "../activity/activityAccess.js";
import { activityCardTexts } from "../activity/activityCardTexts.js";
import { translateActivity } from "../activity/activityMessages.js";
import {
  activityResultsDestinationName,
  activityResultsShown,
  activityResultsTitle,
} from "../activity/activityResultsShown.js";
import type { ActivityResultsPage } from "../activity/activityResultsUrl.js";
import { translate } from "../locale/catalog.js";
import type { Language } from "../locale/language.js";
import { ActivitySearchReply } from "./activity.js";
import { decodeWith } from "./decode.js";
import { answeredReply } from "./internal/answeredReply.js";
import type { PageFirstReply, PageStandInReplyValues } from "./pageFirstReplies.js";
import { PortalUser, USER_PRODUCTS } from "./user.js";

const decodeUser = decodeWith(PortalUser);
const decodeSearch = decodeWith(ActivitySearchReply);

/** Whether the user the first replies name is offered activities (core's `activityAccess`, as the page's gate reads it). */
const offeredActivities = (replies: readonly PageFirstReply[]): boolean => {
  const user = decodeUser(answeredReply(replies, "/api/user"));
  if (Result.isFailure(user)) return false;
  const products = user.success.products.filter((code) => (USER_PRODUCTS as readonly string[]).includes(code));
  return activityAccess(user.success.guest === true ? "anonymous" : "signedIn", products) === "offered";
};

/**
 * An activity results page as its first render with its first replies draws it, in `language`: the heading, the
 * count, and the first card of the URL's page (its filters, sort and page number: core's `activityResultsShown`),
 * image and lines. Nothing when the user is not offered activities, the search failed or is not done, or the page
 * lists no activity (the page then draws its gate, failure or empty notice, not a card). An activity without an image
 * gives none either: the page shows one of its default images, picked in the browser; nor does a URL sorted otherwise
 * than by default (the stand-in's sort select shows the default one).
 */
export const activityResultsStandInValues = (
  page: ActivityResultsPage,
  searchPath: string,
  replies: readonly PageFirstReply[],
  language: Language,
): PageStandInReplyValues => {
  if (page.sort !== "recommended" || !offeredActivities(replies)) return {};
  const search = decodeSearch(answeredReply(replies, searchPath));
  if (Result.isFailure(search) || !search.success.done) return {};
  const shown = activityResultsShown(search.success.activities ?? [], page);
  const first = shown.items[0];
  if (first === undefined || first.image === "") return {};
  const texts = activityCardTexts(first, language);
  const destination = activityResultsDestinationName(page, search.success);
  return {
    title: activityResultsTitle(destination, (key, params) =>
      key === "activity.resultsTitle" ? translateActivity(language, key, params) : translate(language, key),
    ),
    count: translateActivity(language, "activity.count", { count: shown.total }),
    cardImage: first.image,
    cardKicker: texts.category,
    cardName: texts.name,
    cardLine: texts.details,
    cardSubline: texts.reviews,
    cardNote: texts.freeCancellation,
    cardPrice: texts.price,
  };
};
