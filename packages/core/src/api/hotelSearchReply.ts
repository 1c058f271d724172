import * as Schema from "effect/Schema";
import { ApiCount, ApiNumber } from "./apiPrimitives.js";
import { HotelCluster, HotelDetail } from "./hotelCluster.js";
import { HOTEL_ACTIVE_VIEWS } from "./hotelCodes.js";
import { HotelSearchFilterOptions } from "./hotelSearchFilterOptions.js";
import { portalFeatureFlagFields } from "./portalFeatureFlags.js";

/** Result view types. Spec 001 §3: "viewType (simple, aggregated-basic, aggregated-enriched)". */
export const HOTEL_SEARCH_VIEW_TYPES = ["simple", "aggregated-basic", "aggregated-enriched"] as const;
export const HotelSearchViewType = Schema.Literals(HOTEL_SEARCH_VIEW_TYPES);
export type HotelSearchViewType = typeof HotelSearchViewType.Type;

export const HotelActiveView = Schema.Literals(HOTEL_ACTIVE_VIEWS);
export type HotelActiveView = typeof HotelActiveView.Type;

/**
 * The nested form of `hotels`. Spec 001 §3: "hotels (or hotels.details.trips[0].hotelsAvailability)".
 */
export const HotelsAvailabilityTrips = Schema.Struct({
  details: Schema.Struct({
    trips: Schema.Array(Schema.Struct({ hotelsAvailability: Schema.Array(HotelCluster) })),
  }),
});
export type HotelsAvailabilityTrips = typeof HotelsAvailabilityTrips.Type;

/**
 * Reply of `POST /api/v1/hotels/search` (and of its progressive, related-rates and house variants).
 *
 * Spec 001 §3: "Search response fields: done, hotels (or hotels.details.trips[0].hotelsAvailability), countryTax,
 * rgTax, perNight, currency.grossCurrency.code, showPricesIncludeTaxes, showActiveView, isExpanded, viewType (simple,
 * aggregated-basic, aggregated-enriched), portalType, the feature flags above, sort, extras {isHotelSearch,
 * destinationId, destination}, xTotalCount, xPendingResults, ttl."
 *
 * Decisions: `countryTax` and `rgTax` are the flags that show the country-tax and RG5463/23 notes (spec 002 §1
 * "shown depending on flags"); `filters` carries the filter options (spec 001 §3 Filters); `sort` is the active
 * sort field name; `xPendingResults` is the string 'true'/'false' or a boolean (polling continues only on true);
 * `ttl` is in seconds; `message` carries the empty-result text ('No vinieron hoteles en la busqueda solicitada').
 */
export const HotelSearchReply = Schema.Struct({
  done: Schema.Boolean,
  hotels: Schema.optional(Schema.Union([Schema.Array(HotelCluster), HotelsAvailabilityTrips])),
  filters: Schema.optional(HotelSearchFilterOptions),
  countryTax: Schema.optional(Schema.Boolean),
  rgTax: Schema.optional(Schema.Boolean),
  /** Prices are per night (else total stay). */
  perNight: Schema.optional(Schema.Boolean),
  currency: Schema.optional(Schema.Struct({ grossCurrency: Schema.Struct({ code: Schema.String }) })),
  showActiveView: Schema.optional(HotelActiveView),
  isExpanded: Schema.optional(Schema.Boolean),
  viewType: Schema.optional(HotelSearchViewType),
  ...portalFeatureFlagFields,
  sort: Schema.optional(Schema.String),
  extras: Schema.optional(
    Schema.Struct({ isHotelSearch: Schema.Boolean, destinationId: Schema.String, destination: Schema.String }),
  ),
  xTotalCount: Schema.optional(ApiCount),
  xPendingResults: Schema.optional(Schema.Union([Schema.String, Schema.Boolean])),
  ttl: Schema.optional(Schema.NullOr(ApiNumber)),
  message: Schema.optional(Schema.String),
});
export type HotelSearchReply = typeof HotelSearchReply.Type;

/**
 * Reply of `POST /api/v1/houses/search` (spec 001 §7 "house results"): the hotel search reply's shape.
 *
 * @alias the house call's name for {@link HotelSearchReply}
 */
export const HouseSearchReply = HotelSearchReply;
export type HouseSearchReply = HotelSearchReply;

/**
 * Reply of `POST /api/v1/hotels/offers` (recommended offers, spec 001 §7): the same search call with offers=true,
 * so the same shape.
 *
 * @alias the offers call's name for {@link HotelSearchReply}
 */
export const HotelOffersReply = HotelSearchReply;
export type HotelOffersReply = HotelSearchReply;

/**
 * Payload of `POST /api/v1/hotels/search` and `/api/v1/houses/search`. Spec 001 §7: "{url} (search URL with
 * filters); progressive variant adds progressiveResults=true".
 */
export const HotelSearchRequest = Schema.Struct({
  url: Schema.String,
  progressiveResults: Schema.optional(Schema.Boolean),
});
export type HotelSearchRequest = typeof HotelSearchRequest.Type;

/** Payload of `POST /api/v1/hotels/offers`. Spec 001 §7: "{url}, offers=true, refundable=0, sorting=bestvalue". */
export const HotelOffersRequest = Schema.Struct({
  url: Schema.String,
  offers: Schema.Literal(true),
  refundable: Schema.Literal(0),
  sorting: Schema.Literal("bestvalue"),
});
export type HotelOffersRequest = typeof HotelOffersRequest.Type;

/**
 * Payload of `POST /api/v1/hotels/searchMoreRateOptions`. Spec 001 §7: "{url}; more-options query carries omniCodes,
 * roomHash, board, avoidResponseSummary, avoidHotelExtraInfo" (those travel inside the url's query).
 */
export const HotelMoreRatesRequest = Schema.Struct({ url: Schema.String });
export type HotelMoreRatesRequest = typeof HotelMoreRatesRequest.Type;

/** Reply of `POST /api/v1/hotels/searchMoreRateOptions`. Spec 001 §7: "reply needs hotels (hotels[0].rates)". */
export const HotelMoreRatesReply = Schema.Struct({
  done: Schema.optional(Schema.Boolean),
  hotels: Schema.Array(HotelCluster),
});
export type HotelMoreRatesReply = typeof HotelMoreRatesReply.Type;

/**
 * Reply of `GET /api/v1/hotels/catalog/{hotelDetailId}`. Spec 001 §7: "done, detail, showSuppliers, error".
 * Decision: `error` is the server's message when `done` is false ('Hotel ID can't be empty').
 */
export const HotelCatalogReply = Schema.Struct({
  done: Schema.optional(Schema.Boolean),
  detail: Schema.optional(HotelDetail),
  showSuppliers: Schema.optional(Schema.Boolean),
  error: Schema.optional(Schema.NullOr(Schema.String)),
});
export type HotelCatalogReply = typeof HotelCatalogReply.Type;
