import * as Result from "effect/Result";
import { type RouteParseError, routeParseError } from "./routeParseError.js";
import {
  formatDecimal,
  MINOR_UNITS_BOUNDS,
  parseDecimalText,
  parseIntegerText,
  parseLiteral,
  type QueryPairs,
  queryOptional,
  queryValue,
  queryValues,
} from "./urlCodec.js";

/** Which offer toggles are on (spec 001 §3 Filters: "offers {favourite, isOffer/offer, recommended}"). */
export interface HotelOffersFilter {
  readonly favourite: boolean;
  readonly offer: boolean;
  readonly recommended: boolean;
}

/** A closed 1–5 range (category stars, review-site rating). */
export interface HotelStarRange {
  readonly min: number;
  readonly max: number;
}

/**
 * The price range filter, bounds in integer minor units of `currencyCode` (core's money rule); `null` = no bound.
 *
 * Spec 001 §3 Filters: "rate/rateRange {minimumValue, maximumValue, currencyCode}"; §5 "Price range numeric, minimum 0".
 */
export interface HotelRateRangeFilter {
  readonly minimumValue: number | null;
  readonly maximumValue: number | null;
  readonly currencyCode: string | null;
}

/** A latitude/longitude pair. */
export interface HotelPoiGeo {
  readonly latitude: number;
  readonly longitude: number;
}

/** Point-of-interest filter (spec 001 §3 Filters: "poi {radio 20, geo, name}"); radio in km. */
export interface HotelPoiFilter {
  readonly radio: number;
  readonly geo: HotelPoiGeo | null;
  readonly name: string | null;
}

/** Results view types (spec 001 §3 Search response: "viewType (simple, aggregated-basic, aggregated-enriched)"). */
export type HotelViewType = "simple" | "aggregated-basic" | "aggregated-enriched";

/** Every {@link HotelViewType}. */
export const HOTEL_VIEW_TYPES: readonly HotelViewType[] = ["simple", "aggregated-basic", "aggregated-enriched"];

/**
 * Whether a results reply's view shows aggregated clusters (spec 001 §2 "Aggregated results"), basic or enriched.
 *
 * @example hotelViewIsAggregated("aggregated-basic") // true
 * @example hotelViewIsAggregated(undefined) // false
 */
export const hotelViewIsAggregated = (viewType: string | null | undefined): boolean =>
  viewType === "aggregated-basic" || viewType === "aggregated-enriched";

/** The offer toggles in URL order. */
export const HOTEL_OFFER_KEYS: readonly (keyof HotelOffersFilter)[] = ["favourite", "offer", "recommended"];

/**
 * The state of every hotel results filter, sort and page: what a results URL's query carries beside the search.
 *
 * Spec 001 §3 Filters and spec 000 §3 Saved filters: offers, category, hotelName, zone, rateRange, tripadvisor,
 * board, services/amenity, chains, supplier, destination, requestNonRefundableRates, pagination.currentPage,
 * sorting.sortFieldName, poi {radio, geo, name}; plus the viewType. Lists hold the selected option codes.
 */
export interface HotelSearchFilters {
  readonly offers: HotelOffersFilter;
  /** Stars, 1–5 (spec 001 §5 "Category 1-5"). */
  readonly category: HotelStarRange;
  /** The hotel-name filter text (not the search-by-name option of the results URL). */
  readonly hotelName: string | null;
  readonly zone: readonly string[];
  readonly rateRange: HotelRateRangeFilter;
  /** Review-site rating, 1–5 step 1 (spec 001 §5). */
  readonly tripadvisor: HotelStarRange;
  readonly board: readonly string[];
  /** Amenity (services) codes. */
  readonly amenity: readonly string[];
  readonly chains: readonly string[];
  /** Supplier codes. */
  readonly supplier: readonly string[];
  readonly destination: readonly string[];
  /** Rate type 'preferably refundable' (spec 001 §2 filter sidebar). */
  readonly requestNonRefundableRates: boolean;
  readonly pagination: { readonly currentPage: number };
  readonly sorting: { readonly sortFieldName: string | null };
  readonly poi: HotelPoiFilter;
  readonly viewType: HotelViewType | null;
}

/** POI radius default in the filter state, km (spec 001 §9: "POI radius default 20 in filter state"). */
export const HOTEL_POI_RADIO_DEFAULT = 20;

/** No filter applied: categories 1–5, ratings 1–5, page 1, POI radius 20, nothing selected. */
export const hotelSearchFiltersDefault: HotelSearchFilters = {
  offers: { favourite: false, offer: false, recommended: false },
  category: { min: 1, max: 5 },
  hotelName: null,
  zone: [],
  rateRange: { minimumValue: null, maximumValue: null, currencyCode: null },
  tripadvisor: { min: 1, max: 5 },
  board: [],
  amenity: [],
  chains: [],
  supplier: [],
  destination: [],
  requestNonRefundableRates: false,
  pagination: { currentPage: 1 },
  sorting: { sortFieldName: null },
  poi: { radio: HOTEL_POI_RADIO_DEFAULT, geo: null, name: null },
  viewType: null,
};

/**
 * Query keys of the hotel filters. Lists repeat their key; flags are written `=true` only when on. The hotel-name
 * filter is `hotelNameFilter` because the results URL already uses `hotelName` for a search by name, and the offer
 * toggles are `offers.*` because the recommended-offers query uses `offers=true` (spec 001 §2, §7).
 */
export const HOTEL_FILTER_QUERY_KEYS = [
  "offers.favourite",
  "offers.offer",
  "offers.recommended",
  "category.min",
  "category.max",
  "hotelNameFilter",
  "zone",
  "rateRange.minimumValue",
  "rateRange.maximumValue",
  "rateRange.currencyCode",
  "tripadvisor.min",
  "tripadvisor.max",
  "board",
  "amenity",
  "chains",
  "supplier",
  "destination",
  "requestNonRefundableRates",
  "pagination.currentPage",
  "sorting.sortFieldName",
  "poi.radio",
  "poi.geo",
  "poi.name",
  "viewType",
] as const;

type Pair = [string, string];
const when = (condition: boolean, pair: Pair): Pair[] => (condition ? [pair] : []);
const list = (key: string, values: readonly string[]): Pair[] => values.map((value): Pair => [key, value]);

/**
 * The query pairs of a filter state: only what differs from {@link hotelSearchFiltersDefault}, so an unfiltered
 * search has a clean URL.
 *
 * @example hotelSearchFiltersToQuery({ ...hotelSearchFiltersDefault, board: ["2"] }) // [["board", "2"]]
 */
export const hotelSearchFiltersToQuery = (filters: HotelSearchFilters): Pair[] => {
  const defaults = hotelSearchFiltersDefault;
  const { rateRange, poi } = filters;
  return [
    ...HOTEL_OFFER_KEYS.filter((key) => filters.offers[key]).map((key): Pair => [`offers.${key}`, "true"]),
    ...when(filters.category.min !== defaults.category.min, ["category.min", String(filters.category.min)]),
    ...when(filters.category.max !== defaults.category.max, ["category.max", String(filters.category.max)]),
    ...when(filters.hotelName !== null, ["hotelNameFilter", filters.hotelName ?? ""]),
    ...list("zone", filters.zone),
    ...when(rateRange.minimumValue !== null, ["rateRange.minimumValue", String(rateRange.minimumValue)]),
    ...when(rateRange.maximumValue !== null, ["rateRange.maximumValue", String(rateRange.maximumValue)]),
    ...when(rateRange.currencyCode !== null, ["rateRange.currencyCode", rateRange.currencyCode ?? ""]),
    ...when(filters.tripadvisor.min !== defaults.tripadvisor.min, ["tripadvisor.min", String(filters.tripadvisor.min)]),
    ...when(filters.tripadvisor.max !== defaults.tripadvisor.max, ["tripadvisor.max", String(filters.tripadvisor.max)]),
    ...list("board", filters.board),
    ...list("amenity", filters.amenity),
    ...list("chains", filters.chains),
    ...list("supplier", filters.supplier),
    ...list("destination", filters.destination),
    ...when(filters.requestNonRefundableRates, ["requestNonRefundableRates", "true"]),
    ...when(filters.pagination.currentPage !== 1, ["pagination.currentPage", String(filters.pagination.currentPage)]),
    ...when(filters.sorting.sortFieldName !== null, ["sorting.sortFieldName", filters.sorting.sortFieldName ?? ""]),
    ...when(poi.radio !== HOTEL_POI_RADIO_DEFAULT, ["poi.radio", formatDecimal(poi.radio)]),
    ...when(poi.geo !== null, [
      "poi.geo",
      poi.geo === null ? "" : `${formatDecimal(poi.geo.latitude)},${formatDecimal(poi.geo.longitude)}`,
    ]),
    ...when(poi.name !== null, ["poi.name", poi.name ?? ""]),
    ...when(filters.viewType !== null, ["viewType", filters.viewType ?? ""]),
  ];
};

const ROUTE = "hotelSearch";
const STARS = { min: 1, max: 5 };

/**
 * Reads a filter state from query pairs; absent keys take their default, unknown keys are ignored, a malformed
 * value is a {@link RouteParseError} naming its key. Never throws.
 */
export const parseHotelSearchFilters = (query: QueryPairs): Result.Result<HotelSearchFilters, RouteParseError> =>
  Result.gen(function* () {
    const defaults = hotelSearchFiltersDefault;
    const flag = (key: string) =>
      queryOptional(query, key, false, (text) =>
        Result.map(parseLiteral(text, ["true", "false"], ROUTE, key), (value) => value === "true"),
      );
    const int = (key: string, fallback: number, bounds: { min: number; max: number }) =>
      queryOptional(query, key, fallback, (text) => parseIntegerText(text, ROUTE, key, bounds));
    const minor = (key: string) =>
      queryOptional<number | null>(query, key, null, (text) => parseIntegerText(text, ROUTE, key, MINOR_UNITS_BOUNDS));
    const radio = yield* queryOptional(query, "poi.radio", HOTEL_POI_RADIO_DEFAULT, (text) =>
      Result.flatMap(parseDecimalText(text, ROUTE, "poi.radio", { min: 0, max: 40_075 }), (value) =>
        value > 0 ? Result.succeed(value) : Result.fail(routeParseError(ROUTE, "poi.radio", text, "must be above 0")),
      ),
    );
    const geo = yield* queryOptional<HotelPoiGeo | null>(query, "poi.geo", null, (text) => {
      const [latitude = "", longitude = "", ...rest] = text.split(",");
      if (rest.length > 0) return Result.fail(routeParseError(ROUTE, "poi.geo", text, "expected lat,lng"));
      return Result.gen(function* () {
        return {
          latitude: yield* parseDecimalText(latitude, ROUTE, "poi.geo", { min: -90, max: 90 }),
          longitude: yield* parseDecimalText(longitude, ROUTE, "poi.geo", { min: -180, max: 180 }),
        };
      });
    });
    const requestNonRefundableRates = yield* flag("requestNonRefundableRates");
    const viewType = yield* queryOptional<HotelViewType | null>(query, "viewType", null, (text) =>
      parseLiteral(text, HOTEL_VIEW_TYPES, ROUTE, "viewType"),
    );
    return {
      offers: {
        favourite: yield* flag("offers.favourite"),
        offer: yield* flag("offers.offer"),
        recommended: yield* flag("offers.recommended"),
      },
      category: {
        min: yield* int("category.min", defaults.category.min, STARS),
        max: yield* int("category.max", defaults.category.max, STARS),
      },
      hotelName: queryValue(query, "hotelNameFilter") ?? null,
      zone: queryValues(query, "zone"),
      rateRange: {
        minimumValue: yield* minor("rateRange.minimumValue"),
        maximumValue: yield* minor("rateRange.maximumValue"),
        currencyCode: queryValue(query, "rateRange.currencyCode") ?? null,
      },
      tripadvisor: {
        min: yield* int("tripadvisor.min", defaults.tripadvisor.min, STARS),
        max: yield* int("tripadvisor.max", defaults.tripadvisor.max, STARS),
      },
      board: queryValues(query, "board"),
      amenity: queryValues(query, "amenity"),
      chains: queryValues(query, "chains"),
      supplier: queryValues(query, "supplier"),
      destination: queryValues(query, "destination"),
      requestNonRefundableRates,
      pagination: {
        currentPage: yield* int("pagination.currentPage", 1, { min: 1, max: Number.MAX_SAFE_INTEGER }),
      },
      sorting: { sortFieldName: queryValue(query, "sorting.sortFieldName") ?? null },
      poi: { radio, geo, name: queryValue(query, "poi.name") ?? null },
      viewType,
    };
  });
