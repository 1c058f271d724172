import type { HotelCluster } from "../api/hotelCluster.js";
import type { HotelSearchFilters } from "../routes/hotelSearchFilters.js";
import { applyHotelFilters } from "./applyHotelFilters.js";
import { hotelFilterSubjectFromCluster } from "./hotelFilterSubject.js";
import { HOTEL_SORT_FIELDS, sortHotels } from "./sortHotels.js";

/** Sorts a reply's clusters carry the keys of: not the review score's, nor 'best value' (which weighs it). */
const JUDGED_SORTS: ReadonlySet<string> = new Set(
  HOTEL_SORT_FIELDS.filter((field) => field !== "bestvalue" && field !== "tripadvisor"),
);

/**
 * Whether a reply's clusters say enough to judge a filter state: not the review score, chains, the refundable rate
 * type, a point of interest or a price range (a cluster does not carry them, or its prices are in another basis).
 */
const judged = (filters: HotelSearchFilters): boolean =>
  filters.tripadvisor.min <= 1 &&
  filters.tripadvisor.max >= 5 &&
  filters.chains.length === 0 &&
  !filters.requestNonRefundableRates &&
  filters.poi.geo === null &&
  filters.poi.name === null &&
  filters.rateRange.minimumValue === null &&
  filters.rateRange.maximumValue === null;

/**
 * The hotels a filter or sort click will most likely list, worked out at once from the hotels already held (the
 * loaded page of the reply shown), before the server answers: core's filters over each cluster's filter subject, in
 * the held order when the sort did not change (the server's order), else core's sort. Null when the clusters cannot
 * say (a filter or sort they do not carry, see `judged`): the page then waits for the server. The server stays the
 * truth: its reply replaces this list (`optimisticAgreement` says how it stands to it).
 *
 * @example hotelOptimisticClusters(reply.hotels, { ...filters, board: ["2"] }, filters.sorting.sortFieldName)
 */
export const hotelOptimisticClusters = (
  held: readonly HotelCluster[],
  filters: HotelSearchFilters,
  heldSort: string | null,
): readonly HotelCluster[] | null => {
  if (!judged(filters)) return null;
  const sort = filters.sorting.sortFieldName;
  if (sort !== heldSort && (sort === null || !JUDGED_SORTS.has(sort))) return null;
  const clusterOf = new Map<string, HotelCluster>();
  const subjects = held.map((cluster) => {
    const subject = hotelFilterSubjectFromCluster(cluster, 1);
    clusterOf.set(subject.id, cluster);
    return subject;
  });
  const matches = applyHotelFilters(subjects, filters, { availability: null, perNight: false });
  const ordered = sort === heldSort ? matches : sortHotels(matches, sort);
  return ordered.flatMap((match) => clusterOf.get(match.hotel.id) ?? []);
};
