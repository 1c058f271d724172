import type { HotelSearchFilters } from "../routes/hotelSearchFilters.js";
import { type HotelFilterContext, type HotelFilterFacet, hotelFilterMatch } from "./applyHotelFilters.js";
import type { HotelFilterRate, HotelFilterSubject } from "./hotelFilterSubject.js";

/** One option of a list filter with its count. */
export interface HotelFilterOptionCount {
  readonly code: string;
  readonly selected: boolean;
  /** Hotels that would match with this option chosen and every other group's filters applied. */
  readonly quantity: number;
}

/** The sidebar's options, each with its count. */
export interface HotelFilterOptions {
  readonly board: readonly HotelFilterOptionCount[];
  readonly amenity: readonly HotelFilterOptionCount[];
  readonly zone: readonly HotelFilterOptionCount[];
  readonly chains: readonly HotelFilterOptionCount[];
  readonly supplier: readonly HotelFilterOptionCount[];
  readonly destination: readonly HotelFilterOptionCount[];
  /** Stars 1–5. */
  readonly category: readonly HotelFilterOptionCount[];
  /** Spec 001 §3: "offers {favourite, isOffer/offer, recommended; each with selected and quantity}"; each quantity is the hotels left if that toggle were on. */
  readonly offers: {
    readonly favourite: HotelFilterOptionCount;
    readonly offer: HotelFilterOptionCount;
    readonly recommended: HotelFilterOptionCount;
  };
  /** Hotels left if 'preferably refundable' were on. */
  readonly refundable: HotelFilterOptionCount;
  /** The price span of the hotels matching every other filter, minor units; null when none match. */
  readonly priceRange: { readonly minimum: number; readonly maximum: number } | null;
}

const counted = (
  counts: ReadonlyMap<string, number>,
  selected: readonly string[],
  order: (a: string, b: string) => number = (a, b) => (a < b ? -1 : a > b ? 1 : 0),
): HotelFilterOptionCount[] => {
  const codes = new Set([...counts.keys(), ...selected]);
  return [...codes]
    .sort(order)
    .map((code) => ({ code, selected: selected.includes(code), quantity: counts.get(code) ?? 0 }));
};

/**
 * The filter options with counts. List groups (OR within the group) use faceted counts: each is counted with every
 * OTHER group's filters applied, so choosing an option never hides its siblings. Toggles (offers, refundable) count
 * the hotels left if the toggle were on. Options are sorted by code; a selected option stays
 * listed even at 0. Only `viewType` simple shows the counts (`hotelFilterSidebar`).
 *
 * @example hotelFilterOptions(hotels, filters, { availability: null, perNight: true }).board // [{ code: "1", selected: false, quantity: 12 }, …]
 */
export const hotelFilterOptions = <H extends HotelFilterSubject<R>, R extends HotelFilterRate>(
  hotels: readonly H[],
  filters: HotelSearchFilters,
  context: HotelFilterContext,
): HotelFilterOptions => {
  // Offer toggles and 'preferably refundable' combine with AND: each counts the hotels it would leave if turned on.
  const countWith = (patched: HotelSearchFilters) =>
    hotels.reduce((count, hotel) => count + (hotelFilterMatch<H, R>(hotel, patched, context) === undefined ? 0 : 1), 0);
  // Rate-level groups (board, supplier) also change which rate is cheapest, so each option is counted by applying it.
  const rateFacet = (group: "board" | "supplier") => {
    const counts = new Map<string, number>();
    for (const hotel of hotels)
      for (const rate of hotel.rates)
        if (!counts.has(rate[group])) counts.set(rate[group], countWith({ ...filters, [group]: [rate[group]] }));
    return counts;
  };
  const facet = (skip: HotelFilterFacet, codesOf: (hotel: H, rates: readonly R[]) => readonly string[]) => {
    const counts = new Map<string, number>();
    for (const hotel of hotels) {
      const match = hotelFilterMatch<H, R>(hotel, filters, context, skip);
      if (match === undefined) continue;
      for (const code of new Set(codesOf(hotel, match.rates))) counts.set(code, (counts.get(code) ?? 0) + 1);
    }
    return counts;
  };
  const offer = (key: "favourite" | "offer" | "recommended"): HotelFilterOptionCount => ({
    code: key,
    selected: filters.offers[key],
    quantity: countWith({ ...filters, offers: { ...filters.offers, [key]: true } }),
  });
  let priceRange: { minimum: number; maximum: number } | null = null;
  for (const hotel of hotels) {
    const match = hotelFilterMatch<H, R>(hotel, filters, context, "rateRange");
    if (match === undefined) continue;
    priceRange =
      priceRange === null
        ? { minimum: match.shownMinor, maximum: match.shownMinor }
        : {
            minimum: Math.min(priceRange.minimum, match.shownMinor),
            maximum: Math.max(priceRange.maximum, match.shownMinor),
          };
  }
  const stars = facet("category", (hotel) => [String(hotel.stars)]);
  return {
    board: counted(rateFacet("board"), filters.board),
    amenity: counted(
      facet("amenity", (hotel) => hotel.amenities),
      filters.amenity,
    ),
    zone: counted(
      facet("zone", (hotel) => (hotel.zone === null ? [] : [hotel.zone])),
      filters.zone,
    ),
    chains: counted(
      facet("chains", (hotel) => (hotel.chain === null ? [] : [hotel.chain])),
      filters.chains,
    ),
    supplier: counted(rateFacet("supplier"), filters.supplier),
    destination: counted(
      facet("destination", (hotel) => (hotel.destination === null ? [] : [hotel.destination])),
      filters.destination,
    ),
    category: [1, 2, 3, 4, 5].map((star) => ({
      code: String(star),
      selected: star >= filters.category.min && star <= filters.category.max,
      quantity: stars.get(String(star)) ?? 0,
    })),
    offers: { favourite: offer("favourite"), offer: offer("offer"), recommended: offer("recommended") },
    refundable: {
      code: "refundable",
      selected: filters.requestNonRefundableRates,
      quantity: countWith({ ...filters, requestNonRefundableRates: true }),
    },
    priceRange,
  };
};
