import type { HotelSearchFilters } from "../routes/hotelSearchFilters.js";
import { HOTEL_FILTER_FACET_BITS, type HotelFilterContext, hotelFilterCompile } from "./applyHotelFilters.js";
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

const BITS = HOTEL_FILTER_FACET_BITS;

/** The cheapest of a running minimum and a price; pairwise Math.min gives what Math.min(...all) gives. */
const cheapest = (known: number | undefined, price: number): number =>
  known === undefined ? price : Math.min(known, price);

const increment = (counts: Map<string, number>, code: string) => counts.set(code, (counts.get(code) ?? 0) + 1);

/**
 * The filter options with counts. List groups (OR within the group) use faceted counts: each is counted with every
 * OTHER group's filters applied, so choosing an option never hides its siblings. Toggles (offers, refundable) count
 * the hotels left if the toggle were on. Options are sorted by code; a selected option stays
 * listed even at 0. Only `viewType` simple shows the counts (`hotelFilterSidebar`).
 *
 * Rate-level groups (board, supplier) also change which rate is cheapest, so each option is counted as if it were
 * the group's only choice (`{ ...filters, board: [code] }`). Every count equals what {@link applyHotelFilters} gives
 * for the changed state; they are worked out in one pass over the hotels and their rates (each hotel's failing
 * groups and cheapest rate per option), not one pass per option.
 *
 * @example hotelFilterOptions(hotels, filters, { availability: null, perNight: true }).board // [{ code: "1", selected: false, quantity: 12 }, …]
 */
export const hotelFilterOptions = <H extends HotelFilterSubject<R>, R extends HotelFilterRate>(
  hotels: readonly H[],
  filters: HotelSearchFilters,
  context: HotelFilterContext,
): HotelFilterOptions => {
  const compiled = hotelFilterCompile(filters, context);
  // Every board and supplier of every rate is listed, even at 0; the other lists only what some hotel counts.
  const boardCounts = new Map<string, number>();
  const supplierCounts = new Map<string, number>();
  const amenityCounts = new Map<string, number>();
  const zoneCounts = new Map<string, number>();
  const chainCounts = new Map<string, number>();
  const destinationCounts = new Map<string, number>();
  const starCounts = new Map<string, number>();
  const toggles = { favourite: 0, offer: 0, recommended: 0, refundable: 0 };
  let priceRange: { minimum: number; maximum: number } | null = null;
  // Per hotel: the cheapest rate that passes with one board (supplier) chosen instead of the selected ones.
  const boardCheapest = new Map<string, number>();
  const supplierCheapest = new Map<string, number>();
  for (const hotel of hotels) {
    const failed = compiled.hotelFailures(hotel);
    // A hotel failing two groups fails every count (each leaves out or changes one group at most).
    const countable = (failed & (failed - 1)) === 0;
    boardCheapest.clear();
    supplierCheapest.clear();
    let base: number | undefined;
    let withOffer: number | undefined;
    let refundable: number | undefined;
    for (const rate of hotel.rates) {
      if (!boardCounts.has(rate.board)) boardCounts.set(rate.board, 0);
      if (!supplierCounts.has(rate.supplier)) supplierCounts.set(rate.supplier, 0);
      if (!countable) continue;
      const rateFailed = compiled.rateFailures(rate);
      const price = rate.totalMinor;
      if (rateFailed === 0) base = cheapest(base, price);
      if ((rateFailed & ~BITS.board) === 0)
        boardCheapest.set(rate.board, cheapest(boardCheapest.get(rate.board), price));
      if ((rateFailed & ~BITS.supplier) === 0)
        supplierCheapest.set(rate.supplier, cheapest(supplierCheapest.get(rate.supplier), price));
      if ((rateFailed & ~BITS.offers) === 0 && rate.hasOffer) withOffer = cheapest(withOffer, price);
      if ((rateFailed & ~BITS.refundable) === 0 && rate.refundable) refundable = cheapest(refundable, price);
    }
    if (!countable) continue;
    const priced = (fromMinor: number | undefined) =>
      fromMinor !== undefined && compiled.inPriceRange(compiled.shownMinor(fromMinor, hotel.nights));
    if (failed === 0) {
      for (const [code, fromMinor] of boardCheapest) if (priced(fromMinor)) increment(boardCounts, code);
      for (const [code, fromMinor] of supplierCheapest) if (priced(fromMinor)) increment(supplierCounts, code);
      if (priced(withOffer)) toggles.offer++;
      if (priced(refundable)) toggles.refundable++;
      if (base !== undefined) {
        const shown = compiled.shownMinor(base, hotel.nights);
        priceRange =
          priceRange === null
            ? { minimum: shown, maximum: shown }
            : { minimum: Math.min(priceRange.minimum, shown), maximum: Math.max(priceRange.maximum, shown) };
      }
    }
    if (!priced(base)) continue;
    const passesWithout = (bit: number) => (failed & ~bit) === 0;
    if (passesWithout(BITS.category)) increment(starCounts, String(hotel.stars));
    if (passesWithout(BITS.amenity))
      hotel.amenities.forEach((code, index) => {
        if (hotel.amenities.indexOf(code) === index) increment(amenityCounts, code);
      });
    if (passesWithout(BITS.zone) && hotel.zone !== null) increment(zoneCounts, hotel.zone);
    if (passesWithout(BITS.chains) && hotel.chain !== null) increment(chainCounts, hotel.chain);
    if (passesWithout(BITS.destination) && hotel.destination !== null) increment(destinationCounts, hotel.destination);
    // Favourites only and recommended only are hotel-level parts of the offers group: redo that part turned on.
    if (passesWithout(BITS.offers)) {
      const recommended = (hotel.recommendation ?? 0) >= 4;
      if (hotel.favourite && (!filters.offers.recommended || recommended)) toggles.favourite++;
      if ((!filters.offers.favourite || hotel.favourite) && recommended) toggles.recommended++;
    }
  }
  const toggle = (key: "favourite" | "offer" | "recommended"): HotelFilterOptionCount => ({
    code: key,
    selected: filters.offers[key],
    quantity: toggles[key],
  });
  return {
    board: counted(boardCounts, filters.board),
    amenity: counted(amenityCounts, filters.amenity),
    zone: counted(zoneCounts, filters.zone),
    chains: counted(chainCounts, filters.chains),
    supplier: counted(supplierCounts, filters.supplier),
    destination: counted(destinationCounts, filters.destination),
    category: [1, 2, 3, 4, 5].map((star) => ({
      code: String(star),
      selected: star >= filters.category.min && star <= filters.category.max,
      quantity: starCounts.get(String(star)) ?? 0,
    })),
    offers: { favourite: toggle("favourite"), offer: toggle("offer"), recommended: toggle("recommended") },
    refundable: { code: "refundable", selected: filters.requestNonRefundableRates, quantity: toggles.refundable },
    priceRange,
  };
};
