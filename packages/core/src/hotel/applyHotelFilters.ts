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

/**
 * One bit per filter group (spec 001 §3 Filters), for {@link HotelFilterCompiled}'s failure sets: a hotel counted
 * with one group left out passes when `(failures & ~bit) === 0`.
 */
export const HOTEL_FILTER_FACET_BITS: { readonly [F in HotelFilterFacet]: number } = {
  offers: 1 << 0,
  category: 1 << 1,
  hotelName: 1 << 2,
  zone: 1 << 3,
  rateRange: 1 << 4,
  tripadvisor: 1 << 5,
  board: 1 << 6,
  amenity: 1 << 7,
  chains: 1 << 8,
  supplier: 1 << 9,
  destination: 1 << 10,
  refundable: 1 << 11,
  poi: 1 << 12,
  availability: 1 << 13,
};

/**
 * A filter state read once for many hotels: the same rules as {@link hotelFilterMatch}, split so that a caller can
 * tell which groups a hotel or a rate fails (faceted counts leave one group out, `hotelFilterOptions`).
 */
export interface HotelFilterCompiled {
  /** The hotel-level groups the hotel fails, as {@link HOTEL_FILTER_FACET_BITS} (offers: favourite and recommended). */
  readonly hotelFailures: (hotel: HotelFilterSubject) => number;
  /** The rate-level groups the rate fails: board, supplier, availability, refundable, offers (the rate's offer). */
  readonly rateFailures: (rate: HotelFilterRate) => number;
  /** The price the range compares for a cheapest total: per night (rounded once, half away from zero) or the total. */
  readonly shownMinor: (fromMinor: number, nights: number) => number;
  /** Whether a shown price is within the price range. */
  readonly inPriceRange: (shownMinor: number) => boolean;
  /** {@link hotelFilterMatch} for this state: every group whose bit is in `skipBits` is left out. */
  readonly match: <H extends HotelFilterSubject<R>, R extends HotelFilterRate>(
    hotel: H,
    skipBits: number,
  ) => HotelFilterMatch<H, R> | undefined;
}

const BITS = HOTEL_FILTER_FACET_BITS;

/**
 * Reads a filter state once, so filtering and counting 1,000 hotels does not redo the per-state work (folding the
 * searched name, reading the lists) for every hotel. The rules are those of {@link hotelFilterMatch} (spec 001 §2
 * filter sidebar, §3 Filters).
 *
 * @example const compiled = hotelFilterCompile(filters, { availability: null, perNight: true }); compiled.match(hotel, 0)
 */
export const hotelFilterCompile = (filters: HotelSearchFilters, context: HotelFilterContext): HotelFilterCompiled => {
  const { category, tripadvisor, offers, poi, rateRange } = filters;
  const fullReview = tripadvisor.min <= 1 && tripadvisor.max >= 5;
  const foldedName = filters.hotelName === null ? null : hotelNameFold(filters.hotelName);
  const availability = context.availability === null || context.availability === "ALL" ? null : context.availability;
  const { minimumValue, maximumValue } = rateRange;
  // Cheap checks first; with `stopOutside`, returns as soon as a group outside those bits fails (plain filtering).
  const failuresOf = (hotel: HotelFilterSubject, stopOutside: number | null): number => {
    let failed = 0;
    const stop = () => stopOutside !== null && (failed & ~stopOutside) !== 0;
    if (hotel.stars < category.min || hotel.stars > category.max) failed |= BITS.category;
    const score = hotel.reviewRating;
    if (score === null ? !fullReview : score < tripadvisor.min || Math.floor(score) > tripadvisor.max)
      failed |= BITS.tripadvisor;
    if (filters.zone.length > 0 && !filters.zone.includes(hotel.zone ?? "")) failed |= BITS.zone;
    if (filters.chains.length > 0 && !filters.chains.includes(hotel.chain ?? "")) failed |= BITS.chains;
    if (filters.destination.length > 0 && !filters.destination.includes(hotel.destination ?? ""))
      failed |= BITS.destination;
    for (const code of filters.amenity) {
      if (!hotel.amenities.includes(code)) {
        failed |= BITS.amenity;
        break;
      }
    }
    if ((offers.favourite && !hotel.favourite) || (offers.recommended && (hotel.recommendation ?? 0) < 4))
      failed |= BITS.offers;
    if (stop()) return failed;
    if (foldedName !== null && !hotelNameFold(hotel.name).includes(foldedName)) failed |= BITS.hotelName;
    if (stop()) return failed;
    if (poi.geo !== null) {
      if (hotel.latitude === null || hotel.longitude === null) failed |= BITS.poi;
      else if (hotelDistanceKm(poi.geo, { latitude: hotel.latitude, longitude: hotel.longitude }) > poi.radio)
        failed |= BITS.poi;
    }
    return failed;
  };
  const hotelFailures = (hotel: HotelFilterSubject): number => failuresOf(hotel, null);
  const rateFailures = (rate: HotelFilterRate): number =>
    (filters.board.length > 0 && !filters.board.includes(rate.board) ? BITS.board : 0) |
    (filters.supplier.length > 0 && !filters.supplier.includes(rate.supplier) ? BITS.supplier : 0) |
    (availability !== null && rate.availability !== availability ? BITS.availability : 0) |
    (filters.requestNonRefundableRates && !rate.refundable ? BITS.refundable : 0) |
    (offers.offer && !rate.hasOffer ? BITS.offers : 0);
  const shownMinor = (fromMinor: number, nights: number): number =>
    context.perNight ? roundHalfAwayFromZero(fromMinor / Math.max(1, Math.floor(nights))) : fromMinor;
  const inPriceRange = (shown: number): boolean =>
    !(minimumValue !== null && shown < minimumValue) && !(maximumValue !== null && shown > maximumValue);
  const match = <H extends HotelFilterSubject<R>, R extends HotelFilterRate>(
    hotel: H,
    skipBits: number,
  ): HotelFilterMatch<H, R> | undefined => {
    if ((failuresOf(hotel, skipBits) & ~skipBits) !== 0) return undefined;
    const rates: R[] = [];
    let fromMinor = Number.POSITIVE_INFINITY;
    for (const rate of hotel.rates) {
      if ((rateFailures(rate) & ~skipBits) !== 0) continue;
      rates.push(rate);
      // Math.min pairwise gives what Math.min(...all) gives (NaN and -0 included).
      fromMinor = Math.min(fromMinor, rate.totalMinor);
    }
    if (rates.length === 0) return undefined;
    const shown = shownMinor(fromMinor, hotel.nights);
    if ((skipBits & BITS.rateRange) === 0 && !inPriceRange(shown)) return undefined;
    return { hotel, rates, fromMinor, shownMinor: shown };
  };
  return { hotelFailures, rateFailures, shownMinor, inPriceRange, match };
};

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
): HotelFilterMatch<H, R> | undefined =>
  hotelFilterCompile(filters, context).match<H, R>(hotel, skip === null ? 0 : BITS[skip]);

/**
 * Every hotel that passes the filters, in input order, each with its matching rates. The state is read once
 * ({@link hotelFilterCompile}), not once per hotel.
 *
 * Never throws, whatever a plain JavaScript caller hands over: an entry that is not a hotel the filters can read
 * (reading it or one of its rates throws) passes no filter and is dropped; a filter state or context that cannot be
 * read passes nothing (`[]`), as does a `hotels` that is not an array. Entries are not checked against the reply's
 * shape first (its decoder does that): an entry whose fields the filters read without throwing is judged as it is.
 *
 * @example applyHotelFilters(hotels, filters, { availability: "CNF", perNight: true }).length
 * @example applyHotelFilters([{}, null], filters, { availability: null, perNight: true }) // []
 */
export const applyHotelFilters = <H extends HotelFilterSubject<R>, R extends HotelFilterRate>(
  hotels: readonly H[],
  filters: HotelSearchFilters,
  context: HotelFilterContext,
): HotelFilterMatch<H, R>[] => {
  if (!Array.isArray(hotels)) return [];
  let compiled: HotelFilterCompiled;
  try {
    compiled = hotelFilterCompile(filters, context);
  } catch {
    return [];
  }
  const matches: HotelFilterMatch<H, R>[] = [];
  for (const hotel of hotels) {
    // Judged inside a try rather than checked first: a try that never throws costs nothing on a good reply.
    try {
      const match = compiled.match<H, R>(hotel, 0);
      if (match !== undefined) matches.push(match);
    } catch {
      // Not a hotel: dropped.
    }
  }
  return matches;
};
