import type { HotelFilterMatch } from "./applyHotelFilters.js";
import { hotelNameFold } from "./applyHotelFilters.js";
import type { HotelFilterRate, HotelFilterSubject } from "./hotelFilterSubject.js";

/**
 * Sort field names (`sorting.sortFieldName`). Spec 001 §2: "Sort: field sortFieldName; default not shown for hotels
 * (recommended offers use sorting=bestvalue)". Decision: `bestvalue` is the default; the others are the usual
 * price, category, review, name and distance orders.
 */
export const HOTEL_SORT_FIELDS = [
  "bestvalue",
  "price",
  "price:asc",
  "price:desc",
  "category",
  "category:desc",
  "category:asc",
  "tripadvisor",
  "name",
  "distance",
] as const;

/** A known sort field. */
export type HotelSortField = (typeof HOTEL_SORT_FIELDS)[number];

/** The default sort. */
export const HOTEL_SORT_DEFAULT: HotelSortField = "bestvalue";

/**
 * Whether a name is a known sort field.
 *
 * @example isHotelSortField("price:desc") // true
 */
export const isHotelSortField = (name: string): name is HotelSortField =>
  (HOTEL_SORT_FIELDS as readonly string[]).includes(name);

// Ties break on the id: numerically when both ids are numbers (worked out once per hotel, not per comparison).
interface SortEntry<M> {
  readonly match: M;
  readonly key: number | string;
  readonly id: string;
  readonly idNumber: number;
}

const compareIds = <M>(a: SortEntry<M>, b: SortEntry<M>): number => {
  const na = a.idNumber;
  const nb = b.idNumber;
  if (a.id !== "" && b.id !== "" && Number.isFinite(na) && Number.isFinite(nb) && na !== nb) return na - nb;
  return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
};

/**
 * The 'best value' score (lower is better): the price, lowered by a good recommendation and a good review score.
 * Decision: the spec names the sort but not its formula.
 */
const bestValue = (match: HotelFilterMatch<HotelFilterSubject, HotelFilterRate>): number =>
  match.shownMinor / (1 + (match.hotel.recommendation ?? 0) * 0.15 + (match.hotel.reviewRating ?? 0) * 0.1);

/**
 * Sorts matches by a sort field name (unknown or null: best value), without changing the input. Ties break on the
 * hotel id, so the same search always pages the same way. Each match's key is computed once, not per comparison.
 *
 * @example sortHotels(matches, "price").map((m) => m.shownMinor) // ascending
 */
export const sortHotels = <M extends HotelFilterMatch<HotelFilterSubject<R>, R>, R extends HotelFilterRate>(
  matches: readonly M[],
  sortFieldName: string | null,
): M[] => {
  const field: HotelSortField =
    sortFieldName !== null && isHotelSortField(sortFieldName) ? sortFieldName : HOTEL_SORT_DEFAULT;
  const key: (match: M) => number | string = (() => {
    switch (field) {
      case "price":
      case "price:asc":
        return (match: M) => match.shownMinor;
      case "price:desc":
        return (match: M) => -match.shownMinor;
      case "category":
      case "category:desc":
        return (match: M) => -match.hotel.stars;
      case "category:asc":
        return (match: M) => match.hotel.stars;
      case "tripadvisor":
        return (match: M) => -(match.hotel.reviewRating ?? 0);
      case "name":
        return (match: M) => hotelNameFold(match.hotel.name);
      case "distance":
        return (match: M) => match.hotel.distanceKm ?? Number.POSITIVE_INFINITY;
      default:
        return bestValue;
    }
  })();
  // Each key is worked out once per match (folding names is costly), then the entries sort by key and id.
  const entries: SortEntry<M>[] = matches.map((match) => ({
    match,
    key: key(match),
    id: match.hotel.id,
    idNumber: Number(match.hotel.id),
  }));
  entries.sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : compareIds(a, b)));
  return entries.map((entry) => entry.match);
};
