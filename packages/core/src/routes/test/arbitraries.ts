import fc from "fast-check";
import { arbClockTime, arbNearCalendarDate } from "../../dates/test/arbitraries.js";
import type { Occupancy, Room } from "../../occupancy/index.js";
import type { AccommodationDetailRoute } from "../accommodationDetailUrl.js";
import type { DestinationId } from "../destinationId.js";
import { FLIGHT_CABINS, FLIGHT_STOPS_OPTIONS, type FlightSearch } from "../flightResultsUrl.js";
import {
  FLIGHT_BAGGAGE_OPTIONS,
  FLIGHT_SEGMENTS_TYPE_OPTIONS,
  FLIGHT_SORT_ORDERS,
  type FlightSearchFilters,
} from "../flightSearchFilters.js";
import type { HotelSearchPath } from "../hotelRateQueryUrls.js";
import { HOTEL_AVAILABILITIES, type HotelResultsOptions, type HotelResultsRoute } from "../hotelResultsUrl.js";
import { HOTEL_VIEW_TYPES, type HotelSearchFilters } from "../hotelSearchFilters.js";
import type { PackageSearch, SearchPlace } from "../packageSearch.js";

/** Any well-formed text, including reserved URL characters, spaces, `%`, `+` and non-ASCII. */
export const arbText: fc.Arbitrary<string> = fc.oneof(
  fc.string({ maxLength: 12 }),
  fc.string({ unit: "grapheme", maxLength: 8 }),
  fc.constantFrom("São Paulo", "a/b?c#d&e=f", "100% + más", "x;y,z:w", "OMNICODE=1"),
);

/** Non-empty well-formed text. */
export const arbNonEmptyText: fc.Arbitrary<string> = arbText.filter((text) => text !== "");

/** A non-empty id without `,` or `=` (the destination-id grammar). */
const arbPlainId: fc.Arbitrary<string> = arbNonEmptyText.filter((text) => !/[,=]/.test(text));

/** A short list of non-empty texts. */
export const arbTextList: fc.Arbitrary<string[]> = fc.array(arbNonEmptyText, { maxLength: 4 });

/** A decimal without the sign of zero noise. */
const arbCoordinate = (max: number): fc.Arbitrary<number> =>
  fc.oneof(
    fc.integer({ min: -max * 1_000_000, max: max * 1_000_000 }).map((micro) => micro / 1_000_000),
    fc.double({ min: -max, max, noNaN: true }).map((value) => (value === 0 ? 0 : value)),
  );

/** A latitude/longitude pair. */
const arbGeo = fc.record({ latitude: arbCoordinate(90), longitude: arbCoordinate(180) });

/** Any destination id of the three forms. */
export const arbDestinationId: fc.Arbitrary<DestinationId> = fc.oneof(
  arbPlainId.map((id): DestinationId => ({ _tag: "DestinationCode", id })),
  arbGeo.map((geo): DestinationId => ({ _tag: "DestinationCoordinates", ...geo })),
  fc
    .record({ id: arbPlainId, omniCode: arbNonEmptyText })
    .map((value): DestinationId => ({ _tag: "DestinationOmniCode", ...value })),
);

/** A room the occupancy grammar carries, one age per child. */
export const arbRouteRoom: fc.Arbitrary<Room> = fc
  .record({ adults: fc.integer({ min: 1, max: 9 }), children: fc.integer({ min: 0, max: 4 }) })
  .chain(({ adults, children }) =>
    fc
      .array(fc.integer({ min: 0, max: 17 }), { minLength: children, maxLength: children })
      .map((ages): Room => ({ adults, children, ages })),
  );

/** 1–9 rooms. */
export const arbRouteRooms: fc.Arbitrary<Occupancy> = fc.array(arbRouteRoom, { minLength: 1, maxLength: 9 });

/** Either null or a value. */
export const arbNullable = <T>(arb: fc.Arbitrary<T>): fc.Arbitrary<T | null> => fc.option(arb, { nil: null });

/** Any hotel results options. */
const arbHotelResultsOptions: fc.Arbitrary<HotelResultsOptions> = fc.record({
  availability: arbNullable(fc.constantFrom(...HOTEL_AVAILABILITIES)),
  externalHotelReference: arbNullable(arbText),
  hotelName: arbNullable(arbText),
  omniCodes: arbTextList,
  baseRate: arbNullable(arbText),
});

/** Any hotel search as its results URL carries it. */
export const arbHotelResultsRoute: fc.Arbitrary<HotelResultsRoute> = fc.record({
  destination: arbDestinationId,
  checkIn: arbNearCalendarDate,
  checkOut: arbNearCalendarDate,
  rooms: arbRouteRooms,
  options: arbHotelResultsOptions,
});

const arbStars = fc
  .tuple(fc.integer({ min: 1, max: 5 }), fc.integer({ min: 1, max: 5 }))
  .map(([a, b]) => ({ min: Math.min(a, b), max: Math.max(a, b) }));

/** Any hotel filter state. */
export const arbHotelSearchFilters: fc.Arbitrary<HotelSearchFilters> = fc.record({
  offers: fc.record({ favourite: fc.boolean(), offer: fc.boolean(), recommended: fc.boolean() }),
  category: arbStars,
  hotelName: arbNullable(arbText),
  zone: arbTextList,
  rateRange: fc.record({
    minimumValue: arbNullable(fc.integer({ min: 0, max: 10_000_000 })),
    maximumValue: arbNullable(fc.integer({ min: 0, max: 10_000_000 })),
    currencyCode: arbNullable(fc.constantFrom("ARS", "USD", "EUR", "BRL")),
  }),
  tripadvisor: arbStars,
  board: arbTextList,
  amenity: arbTextList,
  chains: arbTextList,
  supplier: arbTextList,
  destination: arbTextList,
  requestNonRefundableRates: fc.boolean(),
  pagination: fc.record({ currentPage: fc.integer({ min: 1, max: 500 }) }),
  sorting: fc.record({ sortFieldName: arbNullable(arbText) }),
  poi: fc.record({
    radio: fc.constantFrom(0.25, 0.5, 1, 2, 3, 4, 5, 10, 20),
    geo: arbNullable(arbGeo),
    name: arbNullable(arbText),
  }),
  viewType: arbNullable(fc.constantFrom(...HOTEL_VIEW_TYPES)),
});

/** Any hotel or house detail route. */
export const arbAccommodationDetailRoute: fc.Arbitrary<AccommodationDetailRoute> = fc.record({
  slug: arbText,
  id: arbText,
  checkIn: arbNearCalendarDate,
  checkOut: arbNearCalendarDate,
  occupancy: arbRouteRooms,
  destinationRequestCode: arbText,
  baseRate: arbNullable(arbText),
});

/** The search part of a results path. */
export const arbHotelSearchPath: fc.Arbitrary<HotelSearchPath> = fc.record({
  destination: arbDestinationId,
  checkIn: arbNearCalendarDate,
  checkOut: arbNearCalendarDate,
  rooms: arbRouteRooms,
});

/** Any flight search. */
export const arbFlightSearch: fc.Arbitrary<FlightSearch> = fc.record({
  origins: arbTextList,
  originIds: arbTextList,
  toCityName: arbText,
  toCityId: arbText,
  departure: arbNearCalendarDate,
  returnDate: arbNullable(arbNearCalendarDate),
  flexibleDates: fc.boolean(),
  oneWay: fc.boolean(),
  passengers: arbRouteRoom,
  cabin: fc.constantFrom(...FLIGHT_CABINS),
  stops: fc.subarray([...FLIGHT_STOPS_OPTIONS]),
  officeId: arbNullable(arbNonEmptyText),
});

const arbCodes = fc.array(fc.constantFrom("AR", "LA", "IB", "G3", "AD", "EZE", "AEP", "MAD", "GRU"), { maxLength: 3 });
const arbLegAirports = fc.record({ departure: arbCodes, stop: arbCodes, arrival: arbCodes });
const arbTimeWindow = fc.record({
  from: arbNullable(arbClockTime),
  to: arbNullable(arbClockTime),
  fromDate: arbNullable(arbNearCalendarDate),
  toDate: arbNullable(arbNearCalendarDate),
});
const arbLegTimetable = fc.record({ departure: arbTimeWindow, arrival: arbTimeWindow });

/** Any flight filter state. */
export const arbFlightSearchFilters: fc.Arbitrary<FlightSearchFilters> = fc.record({
  airlines: arbTextList,
  baggage: fc.constantFrom(...FLIGHT_BAGGAGE_OPTIONS),
  segmentsTypes: fc.constantFrom(...FLIGHT_SEGMENTS_TYPE_OPTIONS),
  stops: fc.subarray([...FLIGHT_STOPS_OPTIONS]),
  airports: fc.tuple(arbLegAirports, arbLegAirports),
  serviceClass: fc.oneof(fc.constantFrom("ALL", "NMO.GBL.SCL.ECO", "NMO.GBL.SCL.BSN", "NMO.GBL.SCL.FST"), arbText),
  bookingClasses: arbTextList,
  priceRange: fc.record({
    minimum: arbNullable(fc.integer({ min: 0, max: 10_000_000 })),
    maximum: arbNullable(fc.integer({ min: 0, max: 10_000_000 })),
    currency: arbNullable(fc.constantFrom("ARS", "USD", "EUR")),
  }),
  timetable: fc.tuple(arbLegTimetable, arbLegTimetable),
  pagination: fc.record({ currentPage: fc.integer({ min: 1, max: 500 }) }),
  sorting: fc.constantFrom(...FLIGHT_SORT_ORDERS),
});

/** A place with a non-empty id and name (list fields cannot tell one empty item from no item). */
export const arbNamedPlace: fc.Arbitrary<SearchPlace> = fc.record({ id: arbNonEmptyText, name: arbNonEmptyText });

/** Any flight-plus-hotel search. */
export const arbPackageSearch: fc.Arbitrary<PackageSearch> = fc.record({
  origins: fc.array(arbNamedPlace, { maxLength: 4 }),
  toCity: arbNamedPlace,
  checkIn: arbNearCalendarDate,
  checkOut: arbNearCalendarDate,
  rooms: arbRouteRooms,
  differentHotel: arbNullable(arbNamedPlace),
  partialHotel: arbNullable(fc.record({ checkIn: arbNearCalendarDate, checkOut: arbNearCalendarDate })),
});
