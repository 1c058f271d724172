import type {
  HotelCluster,
  HotelCompareHotel,
  HotelCompareReply,
  HotelDetail,
  HotelRate,
  HotelSearchFilterOptions,
  HotelSearchReply,
  PortalFeatureFlags,
} from "@travesia/core";
import fc from "fast-check";
import {
  arbApiCount,
  arbApiDecimal,
  arbApiGeo,
  arbApiId,
  arbApiSignedDecimal,
  arbApiText,
  arbApiUrl,
  arbCurrencyCode,
  arbStruct,
} from "./arbStruct.js";

const small = { maxLength: 3 };

/** An alternative-currency amount, keyed by `currency` or `currencyCode`. */
export const arbApiAlternativeAmount = arbStruct(
  { amount: arbApiDecimal },
  { currency: arbCurrencyCode, currencyCode: arbCurrencyCode },
);

/** A rate (spec 001 §3 Rate). */
export const arbHotelRate: fc.Arbitrary<HotelRate> = arbStruct(
  {
    id: arbApiId,
    tripProductID: arbApiId,
    rooms: fc.array(
      arbStruct(
        { type: fc.record({ name: arbApiText }) },
        {
          value: arbApiText,
          occupancy: arbStruct(
            { adults: fc.integer({ min: 1, max: 9 }), children: fc.integer({ min: 0, max: 4 }) },
            { ages: fc.array(fc.integer({ min: 0, max: 17 }), { maxLength: 4 }) },
          ),
        },
      ),
      { minLength: 1, maxLength: 3 },
    ),
    board: arbStruct({ code: fc.constantFrom("1", "2", "3", "5"), name: arbApiText }, { value: arbApiText }),
    prices: fc.record({ gross: fc.record({ amount: arbApiDecimal }) }),
  },
  {
    hotelDetailId: arbApiId,
    roomsHash: arbApiId,
    supplier: arbStruct({ code: arbApiId }, { imageFullPath: arbApiUrl }),
    pricesByNight: fc.record({ gross: fc.record({ amount: arbApiDecimal }) }),
    visualizationGrosses: fc.array(arbApiAlternativeAmount, small),
    v_currencies: fc.array(arbApiAlternativeAmount, small),
    ratePrices: fc.array(
      fc.record({
        type: fc.constantFrom("NMO.GBL.RPT.VGR", "NMO.GBL.RPT.GRS", "NMO.GBL.RPT.TAX"),
        currency: arbCurrencyCode,
        value: arbApiDecimal,
      }),
      small,
    ),
    baseRateVariations: fc.record({
      variation: arbStruct(
        { code: arbApiId },
        {
          amountDiff: fc.record({ value: arbApiSignedDecimal, isPositive: fc.boolean(), isNotZero: fc.boolean() }),
        },
      ),
    }),
    availability: fc.constantFrom("CNF", "ALL", "ORQ"),
    comments: fc.array(arbApiText, small),
    offers: fc.array(arbApiText, small),
    offer: fc.array(fc.record({ value: arbApiText }), small),
    moreOptions: fc.boolean(),
    onDemand: fc.boolean(),
    onDemandLast: fc.boolean(),
    onDemandLoading: fc.boolean(),
    isSelected: fc.boolean(),
    disabled: fc.boolean(),
  },
);

/** The hotel description block (cluster `detail`, catalogue reply). */
export const arbHotelDetail: fc.Arbitrary<HotelDetail> = fc.record({
  hotelDescriptions: fc.array(fc.record({ value: arbApiText }), small),
  amenities: fc.array(fc.record({ description: fc.record({ value: arbApiText }), value: arbApiId }), small),
  imageLinks: fc.array(fc.record({ imageURL: arbApiUrl }), small),
});

/** A result cluster with up to 3 rates (spec 001 §3 Hotel cluster). */
export const arbHotelCluster: fc.Arbitrary<HotelCluster> = arbStruct(
  { name: arbApiText, hotelDetailId: arbApiId, rates: fc.array(arbHotelRate, small) },
  {
    hotel: arbApiId,
    omniCode: arbApiId,
    latitude: arbApiGeo.map((g) => g.latitude),
    longitude: arbApiGeo.map((g) => g.longitude),
    images: fc.array(arbApiUrl, small),
    address: fc.array(arbApiText, small),
    rating: fc.record({ value: fc.integer({ min: 1, max: 5 }) }),
    tripAdvisor: fc.record({ locationId: arbApiId, imagePath: arbApiUrl, reviews: arbApiCount }),
    favourite: fc.boolean(),
    destination: fc.record({ code: arbApiId, requestCode: arbApiId }),
    destinationDetails: fc.array(fc.record({ code: arbApiId }), small),
    detail: arbHotelDetail,
    distance: fc.record({ value: arbApiDecimal, unit: fc.constantFrom("km", "m") }),
    supplier_code: arbApiId,
    supplierImageFullPath: arbApiUrl,
    supplierID: arbApiId,
    amenities: fc.array(arbApiId, small),
    recommendation: fc.record({ recommendationType: fc.constantFrom(2, 3, 4, 5), value: arbApiText }),
    baseHotelVariations: fc.array(
      fc.record({ type: fc.constant("upgrade"), code: fc.constantFrom("rating", "tripadvisor") }),
      small,
    ),
    isDynamicPackaging: fc.boolean(),
    isSelected: fc.boolean(),
    isRecommended: fc.boolean(),
    disabled: fc.boolean(),
  },
);

const arbToggle = arbStruct({ selected: fc.boolean() }, { quantity: arbApiCount });
const arbOption = arbStruct(
  { code: arbApiId, description: arbApiText },
  { selected: fc.boolean(), quantity: arbApiCount },
);
const arbOptions = fc.array(arbOption, small);
const arbRateRange = fc.record({
  minimumValue: arbApiDecimal,
  maximumValue: arbApiDecimal,
  currencyCode: arbCurrencyCode,
});
const arbMinMax = fc.record({ min: fc.integer({ min: 1, max: 5 }), max: fc.integer({ min: 1, max: 5 }) });

/** The filters of a hotel search (spec 001 §3 Filters). */
export const arbHotelSearchFilterOptions: fc.Arbitrary<HotelSearchFilterOptions> = arbStruct(
  {},
  {
    offers: arbStruct({}, { favourite: arbToggle, isOffer: arbToggle, offer: arbToggle, recommended: arbToggle }),
    category: arbMinMax,
    hotelName: arbApiText,
    zone: arbOptions,
    rate: arbRateRange,
    rateRange: arbRateRange,
    tripadvisor: arbMinMax,
    board: arbOptions,
    services: arbOptions,
    amenity: arbOptions,
    chains: arbOptions,
    supplier: arbOptions,
    destination: arbOptions,
    requestNonRefundableRates: fc.boolean(),
    pagination: arbStruct(
      { currentPage: fc.integer({ min: 1, max: 50 }), countPages: fc.integer({ min: 0, max: 50 }) },
      { totalItems: arbApiCount },
    ),
    sorting: fc.record({ sortFieldName: fc.constantFrom("price", "bestvalue", "category") }),
    poi: arbStruct({ radio: fc.constantFrom(0.25, 0.5, 1, 2, 3, 4, 5, 10, 20), geo: arbApiGeo }, { name: arbApiText }),
    geoReference: arbApiGeo,
  },
);

/** Every feature flag, each sometimes absent. */
export const arbPortalFeatureFlags: fc.Arbitrary<PortalFeatureFlags> = arbStruct(
  {},
  {
    portalType: fc.constantFrom("B2B", "B2C"),
    enableBudgeting: fc.boolean(),
    enablePricer: fc.boolean(),
    enableDualFlow: fc.boolean(),
    relatedRates: fc.boolean(),
    smartFlow: fc.boolean(),
    hotelsV2TariffOnDemand: fc.boolean(),
    showSuppliers: fc.boolean(),
    showZoneFilter: fc.boolean(),
    showRefundable: fc.boolean(),
    showTripAdvisor: fc.boolean(),
    showWidgetOffer: fc.boolean(),
    showPricesIncludeTaxes: fc.constantFrom(true, false, "none" as const),
    mailIncludesPDF: fc.boolean(),
    mapV3: fc.boolean(),
    featureGroups: fc.uniqueArray(fc.constantFrom("all" as const, "go" as const, "B2B" as const, "B2C" as const)),
  },
);

const arbClusters = fc.array(arbHotelCluster, small);

/** A hotel search reply, simple or aggregated, flat or nested `hotels` (spec 001 §3 Search response fields). */
export const arbHotelSearchReply: fc.Arbitrary<HotelSearchReply> = fc
  .tuple(
    arbStruct(
      { done: fc.boolean() },
      {
        hotels: fc.oneof(
          arbClusters,
          arbClusters.map((hotelsAvailability) => ({ details: { trips: [{ hotelsAvailability }] } })),
        ),
        filters: arbHotelSearchFilterOptions,
        countryTax: fc.boolean(),
        rgTax: fc.boolean(),
        perNight: fc.boolean(),
        currency: fc.record({ grossCurrency: fc.record({ code: arbCurrencyCode }) }),
        showActiveView: fc.constantFrom("abreviada" as const, "normal" as const, "carousel" as const, "mapa" as const),
        isExpanded: fc.boolean(),
        viewType: fc.constantFrom("simple" as const, "aggregated-basic" as const, "aggregated-enriched" as const),
        sort: fc.constantFrom("price", "bestvalue"),
        extras: fc.record({ isHotelSearch: fc.boolean(), destinationId: arbApiId, destination: arbApiText }),
        xTotalCount: arbApiCount,
        xPendingResults: fc.constantFrom("true", "false", true, false),
        ttl: fc.option(fc.integer({ min: 1, max: 3600 }), { nil: null }),
        message: arbApiText,
      },
    ),
    arbPortalFeatureFlags,
  )
  .map(([reply, flags]) => ({ ...reply, ...flags }));

const arbCodeName = fc.record({ code: arbApiId, name: arbApiText });

/** One hotel of a comparison (core's `HotelCompareHotel`), with or without the agency's internal facts. */
export const arbHotelCompareHotel: fc.Arbitrary<HotelCompareHotel> = arbStruct(
  {
    hotelDetailId: arbApiId,
    name: arbApiText,
    stars: fc.integer({ min: 0, max: 5 }),
    board: arbStruct({ code: fc.constantFrom("1", "2", "3", "5"), name: arbApiText }, { value: arbApiText }),
    cancellation: arbStruct(
      { type: fc.constantFrom("G" as const, "C" as const, "NR" as const) },
      { freeUntil: fc.constantFrom("2027-02-20", "2027-03-01") },
    ),
    price: fc.record({ stay: fc.record({ amount: arbApiDecimal }), night: fc.record({ amount: arbApiDecimal }) }),
    taxesIncluded: fc.boolean(),
    amenities: fc.array(arbCodeName, small),
  },
  {
    image: arbApiUrl,
    address: arbApiText,
    review: fc.record({ score: fc.integer({ min: 1, max: 5 }), reviews: arbApiCount }),
    distance: fc.record({ value: arbApiDecimal, unit: fc.constantFrom("km", "mi") }),
    internal: fc.record({
      supplier: arbCodeName,
      net: fc.record({ amount: arbApiDecimal }),
      commission: fc.record({ percent: arbApiDecimal, amount: fc.record({ amount: arbApiDecimal }) }),
    }),
  },
);

/** A comparison reply (core's `HotelCompareReply`). */
export const arbHotelCompareReply: fc.Arbitrary<HotelCompareReply> = arbStruct(
  {
    done: fc.boolean(),
    currency: arbCurrencyCode,
    nights: fc.integer({ min: 1, max: 30 }),
    hotels: fc.array(arbHotelCompareHotel, { maxLength: 4 }),
  },
  { distanceFrom: arbApiText },
);
