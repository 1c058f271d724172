import * as Result from "effect/Result";
import { parseActivityResultsUrl } from "../activity/activityResultsUrl.js";
import { parseCircuitResultsUrl } from "../circuit/circuitResultsUrl.js";
import { detailGalleryStandInValues, hotelDetailGalleryPhotos } from "../hotel/detailGalleryPhotos.js";
import { hotelDetailLocation } from "../hotel/hotelDetailLocation.js";
import { hotelRecommendationBadge } from "../hotel/hotelRecommendationBadge.js";
import { hotelStarCount } from "../hotel/hotelStarCount.js";
import { houseDetailLocation } from "../house/houseDetailLocation.js";
import { translate } from "../locale/catalog.js";
import { DEFAULT_LANGUAGE, type Language } from "../locale/language.js";
import { parseBundleResultsAddress } from "../routes/bundleResultsQuery.js";
import { parseBudgetUrl } from "../routes/portalUrls.js";
import { tourStandInStep } from "../tour/tourStandIn.js";
import { activityResultsStandInValues } from "./activityResultsStandInValues.js";
import { budgetDetailStandInValues } from "./budgetDetailStandInValues.js";
import { bundleResultsStandInValues } from "./bundleResultsStandInValues.js";
import { circuitResultsFollowUpCalls, circuitResultsStandInValues } from "./circuitResultsStandInValues.js";
import { decodeWith } from "./decode.js";
import type { HotelCluster } from "./hotelCluster.js";
import { hotelSearchClusters } from "./hotelSearchClusters.js";
import { HotelCatalogReply, HotelSearchReply } from "./hotelSearchReply.js";
import { answeredReply } from "./internal/answeredReply.js";
import { seg } from "./internal/endpointBuilders.js";
import type { PageFirstCall } from "./pageFirstCalls.js";
import type { PageFirstReply, PageStandInReplyValues } from "./pageFirstReplies.js";
import { tourStandInValues } from "./tourStandInValues.js";

// A module of its own, apart from pageFirstReplies.ts: the server reads the replies with their Schemas; the shell's
// first script, which adopts the replies, carries none of them.

const decodeSearch = decodeWith(HotelSearchReply);
const decodeCatalog = decodeWith(HotelCatalogReply);

/**
 * The header of an accommodation's detail page as its first render with `searchPath`'s reply draws it: the name, the
 * stars (the catalogue's, over the search's rating, as the page shows them), the facts line's label and reviews, and
 * the address lines joined, and the gallery's first photos (core's `detailGalleryStandInValues`); nothing when the
 * search does not list the hotel or lists it without availability (the page then draws no address).
 */
const accommodationHeader = (
  replies: readonly PageFirstReply[],
  language: Language,
  searchPath: string,
  id: string,
  catalog: {
    readonly stars: (cluster: HotelCluster) => number | undefined;
    readonly photos: (cluster: HotelCluster) => readonly string[];
  },
): PageStandInReplyValues => {
  const search = decodeSearch(answeredReply(replies, searchPath));
  if (Result.isFailure(search)) return {};
  const hotel = hotelSearchClusters(search.success).find((cluster) => cluster.hotelDetailId === id);
  if (hotel === undefined || hotel.disabled === true) return {};
  return {
    name: hotel.name,
    stars: "★".repeat(hotelStarCount(catalog.stars(hotel) ?? hotel.rating?.value)),
    address: (hotel.address ?? []).join(", "),
    ...recommendationAndReviews(hotel, language),
    ...detailGalleryStandInValues(catalog.photos(hotel)),
  };
};

/** The facts line's recommendation label (its text and tone) and review count, empty where the page draws none. */
const recommendationAndReviews = (hotel: HotelCluster, language: Language): PageStandInReplyValues => {
  const badge = hotelRecommendationBadge(hotel.recommendation);
  const review = hotel.tripAdvisor;
  return {
    recommendation: badge?.className ?? "",
    badge: badge === undefined ? "" : translate(language, badge.key),
    reviewImage: review?.imagePath ?? "",
    reviews: review === undefined ? "" : translate(language, "hotel.reviews", { count: review.reviews }),
  };
};

/**
 * The values a page's stand-in shows that only its first replies give (see core's `pageStandInValues` for those of
 * the URL): for a hotel's or a house's detail page, its header as the page draws it once answered, in `language`
 * (name; stars, recommendation label and review count; address; the gallery's first photos: `accommodationHeader`);
 * for an activity results page, its heading, count and first card (`activityResultsStandInValues`); for a budget's
 * page, its heading, card and whether it holds services (`budgetDetailStandInValues`); for a bundle results page, its
 * search's summary and count (`bundleResultsStandInValues`); for a circuit results page, its heading, search line,
 * count and first card (`circuitResultsStandInValues`); for the home and the hotel results, the product tour's step
 * their documents carry (`tourStandInValues`: empty when the texts did not come). Any other page, a reply that failed
 * or does not decode, or a hotel the search does not offer, gives none. Never throws.
 *
 * @example pageStandInReplyValues("/house/details/casa-sol/1000001/2027-01-12/2027-01-15/2-0/ROM", replies)
 * // { name: "Casa Sol", stars: "★★★", address: "Via Appia 1, Roma", recommendation: "", badge: "", reviewImage: "",
 * //   reviews: "", photo1: "/images/houses/1000001/1.jpg", …, photo6: "" }
 */
export const pageStandInReplyValues = (
  pageUrl: string,
  replies: readonly PageFirstReply[],
  language: Language = DEFAULT_LANGUAGE,
): PageStandInReplyValues => {
  const tourStep = tourStandInStep(pageUrl);
  if (tourStep !== null) return tourStandInValues(replies, language, tourStep);
  const hotel = hotelDetailLocation(pageUrl);
  if (Result.isSuccess(hotel)) {
    const catalog = decodeCatalog(answeredReply(replies, `/api/v1/hotels/catalog/${seg(hotel.success.detail.id)}`));
    const detail = Result.isSuccess(catalog) ? catalog.success.detail : undefined;
    return accommodationHeader(replies, language, "/api/v1/hotels/search", hotel.success.detail.id, {
      stars: () => detail?.stars,
      photos: (cluster) => hotelDetailGalleryPhotos(detail, cluster),
    });
  }
  const house = houseDetailLocation(pageUrl);
  if (Result.isSuccess(house))
    return accommodationHeader(replies, language, "/api/v1/houses/search", house.success.detail.id, {
      stars: (cluster) => cluster.detail?.stars,
      photos: (cluster) => cluster.images ?? [],
    });
  const activities = parseActivityResultsUrl(pageUrl);
  if (Result.isSuccess(activities))
    return activityResultsStandInValues(activities.success, "/api/v1/activities/search", replies, language);
  const budget = parseBudgetUrl(pageUrl);
  if (Result.isSuccess(budget) && budget.success._tag === "BudgetDetail")
    return budgetDetailStandInValues(`/api/budget/get/${seg(budget.success.id)}`, replies);
  const circuits = parseCircuitResultsUrl(pageUrl);
  if (Result.isSuccess(circuits))
    return circuitResultsStandInValues(circuits.success, "/api/v1/circuits/search", replies, language);
  const bundles = parseBundleResultsAddress(pageUrl);
  return Result.isSuccess(bundles) ? bundleResultsStandInValues(bundles.success, replies, language) : {};
};

/**
 * The calls a page makes once its first calls (core's `pageFirstCalls`) have answered, asked with what those replies
 * say: a circuit results page's portal configuration, named by the user's record (`circuitResultsFollowUpCalls`).
 * None for any other page. The portal's server answers them in process after the first calls, for the page's
 * stand-in and for the page to adopt. Never throws.
 *
 * @example pageFollowUpCalls("/circuits/results/EUR/2027-05/2/1", replies) // [{ method: "GET", path: "/api/portal/config/1" }]
 */
export const pageFollowUpCalls = (pageUrl: string, replies: readonly PageFirstReply[]): readonly PageFirstCall[] =>
  Result.isSuccess(parseCircuitResultsUrl(pageUrl)) ? circuitResultsFollowUpCalls(replies) : [];
