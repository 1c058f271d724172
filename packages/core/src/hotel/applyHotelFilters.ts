import { roundHalfAwayFromZero } from "../money/money.js";
import type { HotelSearchFilters } from "../routes/hotelSearchFilters.js";
import { hotelDistanceKm } from "./hotelDistanceKm.js";
import type { HotelFilterRate, HotelFilterSubject } from "./hotelFilterSubject.js";

/** A filter group, as the sidebar counts it (each count leaves out its own group). */
export type HotelFilterFacet =
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

/** What the filters need besides the state. */
export interface HotelFilterContext {
  /** The search's availability (CNF, ALL, ORQ); null or ALL keeps every rate. */
  readonly availability: string | null;
  /** The price range compares per-night prices (the reply's `perNight`), else total-stay prices. */
  readonly perNight: boolean;
}

/** A hotel that passed, with the rates that passed the rate-level filters. */
export interface HotelFilterMatch<H extends HotelFilterSubject<R>, R extends HotelFilterRate = HotelFilterRate> {
  readonly hotel: H;
  /** Never empty: a hotel with no matching rate does not match. */
  readonly rates: readonly R[];
  /** The cheapest matching rate's total, minor units. */
  readonly fromMinor: number;
  /** The price the range compared: `fromMinor`, or per night (rounded once, half away from zero) when the context says so. */
  readonly shownMinor: number;
}

/** Folds case and accents, so 'Hotel Plaza' matches 'plazá'. */
export const hotelNameFold = (text: string): string =>
  text
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .trim();

const rateMatches = (
  rate: HotelFilterRate,
  filters: HotelSearchFilters,
  context: HotelFilterContext,
  skip: HotelFilterFacet | null,
): boolean =>
  (skip === "board" || filters.board.length === 0 || filters.board.includes(rate.board)) &&
  (skip === "supplier" || filters.supplier.length === 0 || filters.supplier.includes(rate.supplier)) &&
  (skip === "availability" ||
    context.availability === null ||
    context.availability === "ALL" ||
    rate.availability === context.availability) &&
  (skip === "refundable" || !filters.requestNonRefundableRates || rate.refundable) &&
  (skip === "offers" || !filters.offers.offer || rate.hasOffer);

/**
 * Whether a hotel passes every filter except the `skip` group (faceted counts leave out their own group).
 *
 * Rules (spec 001 §2 filter sidebar, §3 Filters; where the spec is silent, decided here): category stars within
 * min–max; review score ≥ min and its whole part ≤ max (an unknown score passes only the full 1–5 range); hotel
 * name contains the text, ignoring case and accents; zone, chain, destination, board and supplier: any of the
 * selected codes; amenities: every selected code; favourites only; recommended = recommendation type 4 or 5; with
 * offers = a rate with an offer; 'preferably refundable' keeps free-cancellation rates; a POI keeps hotels within
 * its radius (km), hotels without coordinates fail; the price range compares the cheapest matching rate.
 *
 * @example hotelFilterMatch(hotel, { ...hotelSearchFiltersDefault, board: ["2"] }, { availability: null, perNight: true })
 */
export const hotelFilterMatch = <H extends HotelFilterSubject<R>, R extends HotelFilterRate>(
  hotel: H,
  filters: HotelSearchFilters,
  context: HotelFilterContext,
  skip: HotelFilterFacet | null = null,
): HotelFilterMatch<H, R> | undefined => {
  const { category, tripadvisor, offers, poi, rateRange } = filters;
  if (skip !== "category" && (hotel.stars < category.min || hotel.stars > category.max)) return undefined;
  if (skip !== "tripadvisor") {
    const full = tripadvisor.min <= 1 && tripadvisor.max >= 5;
    const score = hotel.reviewRating;
    if (score === null ? !full : score < tripadvisor.min || Math.floor(score) > tripadvisor.max) return undefined;
  }
  if (
    skip !== "hotelName" &&
    filters.hotelName !== null &&
    !hotelNameFold(hotel.name).includes(hotelNameFold(filters.hotelName))
  )
    return undefined;
  if (skip !== "zone" && filters.zone.length > 0 && !filters.zone.includes(hotel.zone ?? "")) return undefined;
  if (skip !== "chains" && filters.chains.length > 0 && !filters.chains.includes(hotel.chain ?? "")) return undefined;
  if (
    skip !== "destination" &&
    filters.destination.length > 0 &&
    !filters.destination.includes(hotel.destination ?? "")
  )
    return undefined;
  if (skip !== "amenity" && !filters.amenity.every((code) => hotel.amenities.includes(code))) return undefined;
  if (skip !== "offers") {
    if (offers.favourite && !hotel.favourite) return undefined;
    if (offers.recommended && (hotel.recommendation ?? 0) < 4) return undefined;
  }
  if (skip !== "poi" && poi.geo !== null) {
    if (hotel.latitude === null || hotel.longitude === null) return undefined;
    if (hotelDistanceKm(poi.geo, { latitude: hotel.latitude, longitude: hotel.longitude }) > poi.radio)
      return undefined;
  }
  const rates = hotel.rates.filter((rate) => rateMatches(rate, filters, context, skip));
  if (rates.length === 0) return undefined;
  const fromMinor = Math.min(...rates.map((rate) => rate.totalMinor));
  const nights = Math.max(1, Math.floor(hotel.nights));
  const shownMinor = context.perNight ? roundHalfAwayFromZero(fromMinor / nights) : fromMinor;
  if (skip !== "rateRange") {
    if (rateRange.minimumValue !== null && shownMinor < rateRange.minimumValue) return undefined;
    if (rateRange.maximumValue !== null && shownMinor > rateRange.maximumValue) return undefined;
  }
  return { hotel, rates, fromMinor, shownMinor };
};

/**
 * Every hotel that passes the filters, in input order, each with its matching rates.
 *
 * @example applyHotelFilters(hotels, filters, { availability: "CNF", perNight: true }).length
 */
export const applyHotelFilters = <H extends HotelFilterSubject<R>, R extends HotelFilterRate>(
  hotels: readonly H[],
  filters: HotelSearchFilters,
  context: HotelFilterContext,
): HotelFilterMatch<H, R>[] => {
  const matches: HotelFilterMatch<H, R>[] = [];
  for (const hotel of hotels) {
    const match = hotelFilterMatch<H, R>(hotel, filters, context);
    if (match !== undefined) matches.push(match);
  }
  return matches;
};
