import { overReadableEntries } from "../internal/readableEntries.js";
import { type HotelSearchFilters, hotelSearchFiltersDefault } from "../routes/hotelSearchFilters.js";
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

/** Counts per code; each code keeps one mutable box, so counting a hotel is one Map lookup, not a get and a set. */
class CodeTally {
  readonly boxes = new Map<string, { count: number }>();

  /** Lists a code (at 0 when new). */
  list(code: string): { count: number } {
    let box = this.boxes.get(code);
    if (box === undefined) {
      box = { count: 0 };
      this.boxes.set(code, box);
    }
    return box;
  }

  add(code: string): void {
    this.list(code).count++;
  }
}

const counted = (tally: CodeTally, selected: readonly string[]): HotelFilterOptionCount[] => {
  const codes = new Set([...tally.boxes.keys(), ...selected]);
  return [...codes]
    .sort((a, b) => (a < b ? -1 : a > b ? 1 : 0))
    .map((code) => ({ code, selected: selected.includes(code), quantity: tally.boxes.get(code)?.count ?? 0 }));
};

const BITS = HOTEL_FILTER_FACET_BITS;

/**
 * One hotel's codes of a rate-level group (board or supplier), each with its cheapest rate that passes when that code
 * is the group's only choice. A hotel has a handful of codes, so plain arrays scanned in order beat a Map; they are
 * reused from hotel to hotel.
 */
class CheapestPerCode {
  readonly codes: string[] = [];
  readonly cheapest: number[] = [];
  readonly priced: boolean[] = [];
  size = 0;

  /** Notes a rate's code, and its price when the rate passes (pairwise Math.min gives what Math.min(...all) gives). */
  add(code: string, price: number, passes: boolean): void {
    let slot = 0;
    while (slot < this.size && this.codes[slot] !== code) slot++;
    if (slot === this.size) {
      this.codes[slot] = code;
      this.priced[slot] = false;
      this.size++;
    }
    if (!passes) return;
    this.cheapest[slot] = this.priced[slot] ? Math.min(this.cheapest[slot] as number, price) : price;
    this.priced[slot] = true;
  }
}

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
 * Never throws: a hotel that the counts cannot read (reading it or one of its rates throws) is left out, as
 * {@link applyHotelFilters} drops it; a filter state or context that cannot be read gives the default state's
 * options over no hotels. A reply with such an entry costs a second pass, one hotel at a time.
 *
 * @example hotelFilterOptions(hotels, filters, { availability: null, perNight: true }).board // [{ code: "1", selected: false, quantity: 12 }, …]
 */
export const hotelFilterOptions = <H extends HotelFilterSubject<R>, R extends HotelFilterRate>(
  hotels: readonly H[],
  filters: HotelSearchFilters,
  context: HotelFilterContext,
): HotelFilterOptions =>
  overReadableEntries(
    hotels,
    (readable) => countOptions(readable, filters, context),
    () => countOptions([], hotelSearchFiltersDefault, { availability: null, perNight: true }),
  );

const countOptions = <H extends HotelFilterSubject<R>, R extends HotelFilterRate>(
  hotels: readonly H[],
  filters: HotelSearchFilters,
  context: HotelFilterContext,
): HotelFilterOptions => {
  const compiled = hotelFilterCompile(filters, context);
  // Every board and supplier of every rate is listed, even at 0; the other lists only what some hotel counts.
  const boardCounts = new CodeTally();
  const supplierCounts = new CodeTally();
  const amenityCounts = new CodeTally();
  const zoneCounts = new CodeTally();
  const chainCounts = new CodeTally();
  const destinationCounts = new CodeTally();
  // Stars 1–5 are the only category options: a hotel counts for the option whose code is String(its stars).
  const starCounts = [0, 0, 0, 0, 0, 0];
  const toggles = { favourite: 0, offer: 0, recommended: 0, refundable: 0 };
  let priceRange: { minimum: number; maximum: number } | null = null;
  const boards = new CheapestPerCode();
  const suppliers = new CheapestPerCode();
  const cheapest = (known: number | undefined, price: number): number =>
    known === undefined ? price : Math.min(known, price);
  // Without a price range every priced hotel is in range: no per-night price to work out for the counts.
  const anyPriceRange = filters.rateRange.minimumValue !== null || filters.rateRange.maximumValue !== null;
  const inRange = (fromMinor: number, nights: number) =>
    !anyPriceRange || compiled.inPriceRange(compiled.shownMinor(fromMinor, nights));
  for (const hotel of hotels) {
    const failed = compiled.hotelFailures(hotel);
    // A hotel failing two groups fails every count (each leaves out or changes one group at most).
    const countable = (failed & (failed - 1)) === 0;
    boards.size = 0;
    suppliers.size = 0;
    let base: number | undefined;
    let withOffer: number | undefined;
    let refundable: number | undefined;
    for (const rate of hotel.rates) {
      if (!countable) {
        boards.add(rate.board, 0, false);
        suppliers.add(rate.supplier, 0, false);
        continue;
      }
      const rateFailed = compiled.rateFailures(rate);
      const price = rate.totalMinor;
      if (rateFailed === 0) base = cheapest(base, price);
      boards.add(rate.board, price, (rateFailed & ~BITS.board) === 0);
      suppliers.add(rate.supplier, price, (rateFailed & ~BITS.supplier) === 0);
      if ((rateFailed & ~BITS.offers) === 0 && rate.hasOffer) withOffer = cheapest(withOffer, price);
      if ((rateFailed & ~BITS.refundable) === 0 && rate.refundable) refundable = cheapest(refundable, price);
    }
    // Every board and supplier of every rate is listed, even at 0.
    for (let slot = 0; slot < boards.size; slot++) {
      boardCounts.list(boards.codes[slot] as string);
    }
    for (let slot = 0; slot < suppliers.size; slot++) {
      supplierCounts.list(suppliers.codes[slot] as string);
    }
    if (!countable) continue;
    const { nights } = hotel;
    if (failed === 0) {
      for (let slot = 0; slot < boards.size; slot++)
        if (boards.priced[slot] && inRange(boards.cheapest[slot] as number, nights))
          boardCounts.add(boards.codes[slot] as string);
      for (let slot = 0; slot < suppliers.size; slot++)
        if (suppliers.priced[slot] && inRange(suppliers.cheapest[slot] as number, nights))
          supplierCounts.add(suppliers.codes[slot] as string);
      if (withOffer !== undefined && inRange(withOffer, nights)) toggles.offer++;
      if (refundable !== undefined && inRange(refundable, nights)) toggles.refundable++;
      if (base !== undefined) {
        const shown = compiled.shownMinor(base, nights);
        priceRange =
          priceRange === null
            ? { minimum: shown, maximum: shown }
            : { minimum: Math.min(priceRange.minimum, shown), maximum: Math.max(priceRange.maximum, shown) };
      }
    }
    if (base === undefined || !inRange(base, nights)) continue;
    // Each faceted count leaves its own group out: the hotel counts when it fails no other group.
    const { stars, amenities } = hotel;
    if ((failed & ~BITS.category) === 0 && Number.isInteger(stars) && stars >= 1 && stars <= 5)
      starCounts[stars] = (starCounts[stars] as number) + 1;
    if ((failed & ~BITS.amenity) === 0)
      for (let index = 0; index < amenities.length; index++) {
        const code = amenities[index] as string;
        if (amenities.indexOf(code) === index) amenityCounts.add(code);
      }
    if ((failed & ~BITS.zone) === 0 && hotel.zone !== null) zoneCounts.add(hotel.zone);
    if ((failed & ~BITS.chains) === 0 && hotel.chain !== null) chainCounts.add(hotel.chain);
    if ((failed & ~BITS.destination) === 0 && hotel.destination !== null) destinationCounts.add(hotel.destination);
    // Favourites only and recommended only are hotel-level parts of the offers group: redo that part turned on.
    if ((failed & ~BITS.offers) === 0) {
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
      quantity: starCounts[star] ?? 0,
    })),
    offers: { favourite: toggle("favourite"), offer: toggle("offer"), recommended: toggle("recommended") },
    refundable: { code: "refundable", selected: filters.requestNonRefundableRates, quantity: toggles.refundable },
    priceRange,
  };
};
