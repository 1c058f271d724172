import type {
  Airline,
  BundleSearchOptionsReply,
  BundleTematicsReply,
  CityAirport,
  FlightParamsConfigReply,
  HotelSuggestion,
  IconResult,
  LocationSuggestion,
  OfficeIdsReply,
  PackageDetailReply,
  PointOfInterest,
  RecentSearchEntry,
  RecommendedOffer,
  TripAdvisorDetailReply,
} from "@travesia/core";
import fc from "fast-check";
import {
  arbApiCount,
  arbApiDecimal,
  arbApiGeo,
  arbApiId,
  arbApiText,
  arbApiUrl,
  arbCurrencyCode,
  arbStruct,
} from "./arbStruct.js";

const small = { maxLength: 3 };
const arbDestinationType = fc.constantFrom("NMO.GBL.PDT.AIR", "NMO.GBL.PDT.HTL");

/** A location suggestion. */
export const arbLocationSuggestion: fc.Arbitrary<LocationSuggestion> = arbStruct(
  { label: arbApiText, value: arbApiId, type: fc.constantFrom("city", "airport", "hotel", "poi", "last") },
  { category: arbApiText, name: arbApiText, id: arbApiId, destinationTypeId: arbDestinationType },
);

/** A stored recent search. */
export const arbRecentSearchEntry: fc.Arbitrary<RecentSearchEntry> = fc.record({
  label: arbApiText,
  value: arbApiId,
  type: fc.constant("last" as const),
});

/** A city or airport. */
export const arbCityAirport: fc.Arbitrary<CityAirport> = fc.record({
  id: arbApiId,
  name: arbApiText,
  valueId: arbApiId,
  destinationTypeId: arbDestinationType,
});

/** A point of interest. */
export const arbPointOfInterest: fc.Arbitrary<PointOfInterest> = arbStruct(
  { id: arbApiId, description: arbApiText, geo: arbApiGeo },
  { vicinity: arbApiText, types: fc.array(fc.constantFrom("museum", "park", "stadium", "point_of_interest"), small) },
);

/** An airline. */
export const arbAirline: fc.Arbitrary<Airline> = fc.record({
  name: arbApiText,
  carrierId: fc.stringMatching(/^[A-Z0-9]{2}$/),
});

/** A hotel suggestion. */
export const arbHotelSuggestion: fc.Arbitrary<HotelSuggestion> = fc.record({ id: arbApiId, hotelName: arbApiText });

/** An icon result. */
export const arbIconResult: fc.Arbitrary<IconResult> = fc.record({
  name: arbApiText,
  className: arbApiId.map((id) => `icon-${id}`),
});

/** A review-site detail reply. */
export const arbTripAdvisorDetailReply: fc.Arbitrary<TripAdvisorDetailReply> = arbStruct(
  { locationId: arbApiId, imagePath: arbApiUrl, reviews: arbApiCount },
  { rating: fc.integer({ min: 2, max: 10 }).map((n) => n / 2), webUrl: arbApiUrl },
);

/** A package detail reply. */
export const arbPackageDetailReply: fc.Arbitrary<PackageDetailReply> = arbApiId.map((HotelDetailId) => ({
  serviceHotel: { serviceInfo: { any: { HotelSearchRate: { HotelDetailId } } } },
}));

/** A themes reply. */
export const arbBundleTematicsReply: fc.Arbitrary<BundleTematicsReply> = fc.array(
  fc.record({ id: arbApiId, name: arbApiText }),
  { maxLength: 6 },
);

const arbBundleOption = fc.record({ id: arbApiId, name: arbApiText });

/** A month or destination options reply. */
export const arbBundleSearchOptionsReply: fc.Arbitrary<BundleSearchOptionsReply> = fc.record({
  starred: fc.array(arbBundleOption, small),
  all: fc.array(arbBundleOption, { maxLength: 6 }),
});

/** An office ids reply. */
export const arbOfficeIdsReply: fc.Arbitrary<OfficeIdsReply> = fc.record({
  done: fc.boolean(),
  results: fc.array(fc.record({ code: arbApiId, name: arbApiText }), small),
});

/** A flights params configuration reply. */
export const arbFlightParamsConfigReply: fc.Arbitrary<FlightParamsConfigReply> = arbStruct(
  { error: fc.boolean() },
  {
    config: arbStruct(
      {},
      {
        allowSupplierSelection: fc.boolean(),
        showSegmentsTypesFilter: fc.boolean(),
        calendarMonths: fc.integer({ min: 1, max: 25 }),
        defaultCabin: fc.constantFrom("ALL" as const, "ECO" as const, "BSN" as const, "FST" as const),
        defaultSort: fc.constantFrom("PRICE:ASC" as const, "RELEVANCY:DESC" as const, "DURATION:ASC" as const),
      },
    ),
  },
);

/** A recommended offer. */
export const arbRecommendedOffer: fc.Arbitrary<RecommendedOffer> = arbStruct(
  { destinationId: arbApiId, destinationName: arbApiText, title: arbApiText, link: arbApiUrl },
  {
    offer: arbApiText,
    rate: fc.record({ amount: arbApiDecimal, currency: arbCurrencyCode }),
    address: arbApiText,
    rating: fc.integer({ min: 1, max: 5 }),
    imageFile: arbApiUrl,
    tripAdvisorInfo: fc.record({ imagePath: arbApiUrl, reviews: arbApiCount }),
  },
);
