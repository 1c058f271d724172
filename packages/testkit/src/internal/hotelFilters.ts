/**
 * TODO(core): replace with core's `applyHotelFilters`, `hotelFilterOptions` and the hotel sorts once
 * `packages/core/src/hotel/` has them. Until then this is the demo API's private version: it filters, counts and
 * sorts hotel candidates (a hotel with its rates already priced for the stay) against core's `HotelSearchFilters`
 * state (from `parseHotelSearchUrl`).
 */
import type { HotelSearchState } from "@travesia/core";
import { distanceKm } from "../inventory/flights.js";
import type { InventoryRate } from "../inventory/hotelRates.js";
import type { InventoryHotel } from "../inventory/hotels.js";

type HotelFilterState = HotelSearchState["filters"];

/** A hotel with its rates for the stay, prices already in the reply's currency (minor units). */
export interface HotelCandidate {
  readonly hotel: InventoryHotel;
  /** Every rate for the stay, cheapest first. */
  readonly rates: readonly InventoryRate[];
  /** Price of each rate in the reply currency, minor units, same order as `rates`. */
  readonly priceMinor: ReadonlyMap<InventoryRate, number>;
  readonly nights: number;
  /** Distance to the point of interest or the searched point, km. */
  readonly distanceKm: number | null;
}

/** A candidate that passed the filters, with the rates that passed the rate-level filters. */
export interface HotelMatch {
  readonly candidate: HotelCandidate;
  readonly rates: readonly InventoryRate[];
  /** Cheapest matching rate's price, minor units, total stay. */
  readonly fromMinor: number;
}

/** The facets a filter sidebar counts (spec 001 §2 filter sidebar). */
export type HotelFacet =
  | "offers"
  | "category"
  | "hotelName"
  | "zone"
  | "rateRange"
  | "tripadvisor"
  | "board"
  | "amenity"
  | "chains"
  | "supplier"
  | "destination"
  | "refundable"
  | "poi"
  | "availability";

const fold = (text: string) =>
  text
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase();

/** Rate-level filters: board, supplier, availability and 'preferably refundable'. */
const rateMatches = (
  rate: InventoryRate,
  filters: HotelFilterState,
  availability: string | null,
  skip: HotelFacet | null,
): boolean =>
  (skip === "board" || filters.board.length === 0 || filters.board.includes(rate.board.code)) &&
  (skip === "supplier" || filters.supplier.length === 0 || filters.supplier.includes(rate.supplier.code)) &&
  (skip === "availability" || availability === null || availability === "ALL" || rate.availability === availability) &&
  (skip === "refundable" || !filters.requestNonRefundableRates || rate.policyKind === "G");

/**
 * Whether a candidate passes every filter except `skip` (faceted counts leave out their own facet); returns the
 * matching rates or undefined.
 */
export const hotelCandidateMatch = (
  candidate: HotelCandidate,
  filters: HotelFilterState,
  availability: string | null,
  skip: HotelFacet | null = null,
): HotelMatch | undefined => {
  const { hotel } = candidate;
  if (skip !== "category" && (hotel.stars < filters.category.min || hotel.stars > filters.category.max))
    return undefined;
  if (
    skip !== "tripadvisor" &&
    (hotel.review.rating < filters.tripadvisor.min || Math.floor(hotel.review.rating) > filters.tripadvisor.max)
  )
    return undefined;
  if (skip !== "hotelName" && filters.hotelName !== null && !fold(hotel.name).includes(fold(filters.hotelName)))
    return undefined;
  if (skip !== "zone" && filters.zone.length > 0 && !filters.zone.includes(hotel.zone.code)) return undefined;
  if (skip !== "chains" && filters.chains.length > 0 && !filters.chains.includes(hotel.chain?.code ?? ""))
    return undefined;
  if (skip !== "destination" && filters.destination.length > 0 && !filters.destination.includes(hotel.cityCode))
    return undefined;
  if (skip !== "amenity" && !filters.amenity.every((code) => hotel.amenities.includes(code))) return undefined;
  if (skip !== "offers") {
    if (filters.offers.favourite && !hotel.favourite) return undefined;
    if (filters.offers.recommended && hotel.recommendation < 4) return undefined;
  }
  if (skip !== "poi" && filters.poi.geo !== null) {
    const km = distanceKm(filters.poi.geo.latitude, filters.poi.geo.longitude, hotel.lat, hotel.lng);
    if (km > filters.poi.radio) return undefined;
  }
  const rates: InventoryRate[] = [];
  let fromMinor = Number.POSITIVE_INFINITY;
  for (const rate of candidate.rates) {
    if (!rateMatches(rate, filters, availability, skip)) continue;
    if (skip !== "offers" && filters.offers.offer && rate.offer === null) continue;
    rates.push(rate);
    fromMinor = Math.min(fromMinor, candidate.priceMinor.get(rate) ?? 0);
  }
  if (rates.length === 0) return undefined;
  if (skip !== "rateRange") {
    // The price range is per night (spec 001 §2 "label per night or total stay"; the demo replies perNight: true).
    const perNight = Math.round(fromMinor / Math.max(1, candidate.nights));
    const { minimumValue, maximumValue } = filters.rateRange;
    if (minimumValue !== null && perNight < minimumValue) return undefined;
    if (maximumValue !== null && perNight > maximumValue) return undefined;
  }
  return { candidate, rates, fromMinor };
};

/** Every candidate that passes the filters. */
export const applyHotelFiltersLocal = (
  candidates: readonly HotelCandidate[],
  filters: HotelFilterState,
  availability: string | null,
): HotelMatch[] => {
  const matches: HotelMatch[] = [];
  for (const candidate of candidates) {
    const match = hotelCandidateMatch(candidate, filters, availability);
    if (match !== undefined) matches.push(match);
  }
  return matches;
};

/** Sort field names the demo API understands; the spec shows only `bestvalue` (recommended offers). */
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

/** Whether a sort field name is one the demo API understands. */
export const isHotelSortField = (name: string): name is (typeof HOTEL_SORT_FIELDS)[number] =>
  (HOTEL_SORT_FIELDS as readonly string[]).includes(name);

const bestValue = (match: HotelMatch) =>
  match.fromMinor / (1 + match.candidate.hotel.recommendation * 0.15 + match.candidate.hotel.review.rating * 0.1);

/** Sorts matches; ties break on hotel id so pages never shuffle. */
export const sortHotelMatchesLocal = (matches: HotelMatch[], sortField: string | null): HotelMatch[] => {
  const byId = (a: HotelMatch, b: HotelMatch) => Number(a.candidate.hotel.id) - Number(b.candidate.hotel.id);
  const field = sortField ?? "bestvalue";
  const key: (match: HotelMatch) => number | string = (() => {
    switch (field) {
      case "price":
      case "price:asc":
        return (match: HotelMatch) => match.fromMinor;
      case "price:desc":
        return (match: HotelMatch) => -match.fromMinor;
      case "category":
      case "category:desc":
        return (match: HotelMatch) => -match.candidate.hotel.stars;
      case "category:asc":
        return (match: HotelMatch) => match.candidate.hotel.stars;
      case "tripadvisor":
        return (match: HotelMatch) => -match.candidate.hotel.review.rating;
      case "name":
        return (match: HotelMatch) => fold(match.candidate.hotel.name);
      case "distance":
        return (match: HotelMatch) => match.candidate.distanceKm ?? 0;
      default:
        return bestValue;
    }
  })();
  return matches.sort((a, b) => {
    const ka = key(a);
    const kb = key(b);
    return ka < kb ? -1 : ka > kb ? 1 : byId(a, b);
  });
};

/** An option of a list facet with its count. */
export interface HotelFacetOption {
  readonly code: string;
  readonly description: string;
  readonly selected: boolean;
  readonly quantity: number;
}

/**
 * Counts, for one list facet, how many hotels would match if that option were the facet's only choice, with every
 * other filter applied (the usual faceted-search count).
 */
export const hotelFacetCounts = (
  candidates: readonly HotelCandidate[],
  filters: HotelFilterState,
  availability: string | null,
  facet: HotelFacet,
  codesOf: (match: HotelMatch) => readonly string[],
): Map<string, number> => {
  const counts = new Map<string, number>();
  for (const candidate of candidates) {
    const match = hotelCandidateMatch(candidate, filters, availability, facet);
    if (match === undefined) continue;
    for (const code of new Set(codesOf(match))) counts.set(code, (counts.get(code) ?? 0) + 1);
  }
  return counts;
};
