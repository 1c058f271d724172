import * as Schema from "effect/Schema";
import { ApiCount, ApiGeo, ApiNumber } from "./apiPrimitives.js";

/** An on/off filter with its result count. Spec 001 §3: offers "each with selected and quantity". */
export const HotelFilterToggle = Schema.Struct({ selected: Schema.Boolean, quantity: Schema.optional(ApiCount) });
export type HotelFilterToggle = typeof HotelFilterToggle.Type;

/**
 * One option of a list filter (board, amenity, zone, chain, supplier, destination).
 * Spec 001 §3: "supplier (code, description)"; §2: "Counts beside options show only for the simple view type once
 * asynchronous loading ends". Decision: every list filter uses this shape; `quantity` is absent while counts are
 * unknown.
 */
export const HotelFilterOption = Schema.Struct({
  code: Schema.String,
  description: Schema.String,
  selected: Schema.optional(Schema.Boolean),
  quantity: Schema.optional(ApiCount),
});
export type HotelFilterOption = typeof HotelFilterOption.Type;

/** Price range. Spec 001 §3: "rate/rateRange {minimumValue, maximumValue, currencyCode}"; §9 default 0–1000. */
export const HotelRateRange = Schema.Struct({
  minimumValue: ApiNumber,
  maximumValue: ApiNumber,
  currencyCode: Schema.String,
});
export type HotelRateRange = typeof HotelRateRange.Type;

/** A 1–5 range (category stars, review-site rating). Spec 001 §3: "category {min 1, max 5}", "tripadvisor {min, max}". */
export const HotelFilterMinMax = Schema.Struct({ min: ApiNumber, max: ApiNumber });
export type HotelFilterMinMax = typeof HotelFilterMinMax.Type;

/** Pagination. Spec 001 §3: "pagination {currentPage, totalItems, countPages}". */
export const HotelPagination = Schema.Struct({
  currentPage: ApiCount,
  totalItems: Schema.optional(ApiCount),
  countPages: ApiCount,
});
export type HotelPagination = typeof HotelPagination.Type;

/** Point-of-interest filter. Spec 001 §3: "poi {radio 20, geo, name}" (radio in km). */
export const HotelPoiFilterOption = Schema.Struct({
  radio: ApiNumber,
  geo: ApiGeo,
  name: Schema.optional(Schema.String),
});
export type HotelPoiFilterOption = typeof HotelPoiFilterOption.Type;

/** Offers group. Spec 001 §3: "offers {favourite, isOffer/offer, recommended; each with selected and quantity}". */
export const HotelOffersFilterOptions = Schema.Struct({
  favourite: Schema.optional(HotelFilterToggle),
  isOffer: Schema.optional(HotelFilterToggle),
  offer: Schema.optional(HotelFilterToggle),
  recommended: Schema.optional(HotelFilterToggle),
});
export type HotelOffersFilterOptions = typeof HotelOffersFilterOptions.Type;

/**
 * The hotel filters, as the search reply offers them and as the saved search keeps them.
 *
 * Spec 001 §3: "Filters: offers {…}, category {min 1, max 5}, hotelName, zone, rate/rateRange {minimumValue,
 * maximumValue, currencyCode}, tripadvisor {min, max}, board, services/amenity, chains, supplier (code,
 * description), destination, requestNonRefundableRates, pagination {currentPage, totalItems, countPages}, sorting
 * {sortFieldName}, poi {radio 20, geo, name}, geoReference."
 *
 * The spec gives two names for two groups (rate/rateRange, services/amenity): replies may carry either, so both are
 * optional. Decision: `geoReference` is the search's coordinates (present only when the destination was a point).
 */
export const HotelSearchFilterOptions = Schema.Struct({
  offers: Schema.optional(HotelOffersFilterOptions),
  category: Schema.optional(HotelFilterMinMax),
  hotelName: Schema.optional(Schema.String),
  zone: Schema.optional(Schema.Array(HotelFilterOption)),
  rate: Schema.optional(HotelRateRange),
  rateRange: Schema.optional(HotelRateRange),
  tripadvisor: Schema.optional(HotelFilterMinMax),
  board: Schema.optional(Schema.Array(HotelFilterOption)),
  services: Schema.optional(Schema.Array(HotelFilterOption)),
  amenity: Schema.optional(Schema.Array(HotelFilterOption)),
  chains: Schema.optional(Schema.Array(HotelFilterOption)),
  supplier: Schema.optional(Schema.Array(HotelFilterOption)),
  destination: Schema.optional(Schema.Array(HotelFilterOption)),
  /** 'preferably refundable' rate type (only when allowed). */
  requestNonRefundableRates: Schema.optional(Schema.Boolean),
  pagination: Schema.optional(HotelPagination),
  sorting: Schema.optional(Schema.Struct({ sortFieldName: Schema.String })),
  poi: Schema.optional(HotelPoiFilterOption),
  geoReference: Schema.optional(ApiGeo),
});
export type HotelSearchFilterOptions = typeof HotelSearchFilterOptions.Type;
