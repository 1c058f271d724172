import fc from "fast-check";
import { HOTEL_POI_RADIO_DEFAULT, type HotelSearchFilters } from "../../routes/hotelSearchFilters.js";
import type { HotelFilterRate, HotelFilterSubject } from "../hotelFilterSubject.js";

/** Test-only arbitraries for the hotel filter state and filter subjects (small code alphabets so filters bite). */

const codes = (alphabet: readonly string[]) => fc.uniqueArray(fc.constantFrom(...alphabet), { maxLength: 2 });
const range = fc
  .tuple(fc.integer({ min: 1, max: 5 }), fc.integer({ min: 1, max: 5 }))
  .map(([a, b]) => ({ min: Math.min(a, b), max: Math.max(a, b) }));
const geo = fc.record({
  latitude: fc.double({ min: -34.7, max: -34.5, noNaN: true }),
  longitude: fc.double({ min: -58.5, max: -58.3, noNaN: true }),
});

const arbFilterRate: fc.Arbitrary<HotelFilterRate> = fc.record({
  board: fc.constantFrom("1", "2", "5"),
  supplier: fc.constantFrom("HB", "TO", "EX"),
  availability: fc.constantFrom("CNF", "ORQ"),
  refundable: fc.boolean(),
  hasOffer: fc.boolean(),
  totalMinor: fc.integer({ min: 0, max: 500_000 }),
});

export const arbFilterHotel: fc.Arbitrary<HotelFilterSubject> = fc.record({
  id: fc.integer({ min: 1, max: 500 }).map(String),
  name: fc.constantFrom("Hotel Plaza", "Posada del Río", "HOTEL PLAZÁ Mayor", "Hostel Sur"),
  stars: fc.integer({ min: 0, max: 5 }),
  reviewRating: fc.option(
    fc.integer({ min: 2, max: 10 }).map((n) => n / 2),
    { nil: null },
  ),
  recommendation: fc.option(fc.constantFrom(2, 3, 4, 5), { nil: null }),
  zone: fc.option(fc.constantFrom("Z1", "Z2", "Z3"), { nil: null }),
  chain: fc.option(fc.constantFrom("C1", "C2"), { nil: null }),
  destination: fc.option(fc.constantFrom("BUE", "MDQ"), { nil: null }),
  amenities: codes(["wifi", "pool", "gym"]),
  favourite: fc.boolean(),
  latitude: fc.option(
    geo.map((g) => g.latitude),
    { nil: null },
  ),
  longitude: fc.option(
    geo.map((g) => g.longitude),
    { nil: null },
  ),
  distanceKm: fc.option(fc.double({ min: 0, max: 50, noNaN: true }), { nil: null }),
  nights: fc.integer({ min: 1, max: 14 }),
  rates: fc.array(arbFilterRate, { maxLength: 5 }),
});

export const arbFilterState: fc.Arbitrary<HotelSearchFilters> = fc.record({
  offers: fc.record({ favourite: fc.boolean(), offer: fc.boolean(), recommended: fc.boolean() }),
  category: range,
  hotelName: fc.option(fc.constantFrom("plaza", "RIO", "z"), { nil: null }),
  zone: codes(["Z1", "Z2", "Z3"]),
  rateRange: fc.record({
    minimumValue: fc.option(fc.integer({ min: 0, max: 50_000 }), { nil: null }),
    maximumValue: fc.option(fc.integer({ min: 0, max: 200_000 }), { nil: null }),
    currencyCode: fc.constant(null),
  }),
  tripadvisor: range,
  board: codes(["1", "2", "5"]),
  amenity: codes(["wifi", "pool", "gym"]),
  chains: codes(["C1", "C2"]),
  supplier: codes(["HB", "TO", "EX"]),
  destination: codes(["BUE", "MDQ"]),
  requestNonRefundableRates: fc.boolean(),
  pagination: fc.record({ currentPage: fc.integer({ min: 1, max: 9 }) }),
  sorting: fc.record({ sortFieldName: fc.constant(null) }),
  poi: fc.record({
    radio: fc.constantFrom(0.5, 5, HOTEL_POI_RADIO_DEFAULT),
    geo: fc.option(geo, { nil: null }),
    name: fc.constant(null),
  }),
  viewType: fc.constant(null),
});
