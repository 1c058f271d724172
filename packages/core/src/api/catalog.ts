import { Schema } from "effect";
import { ApiCodeName, ApiNumber } from "./apiPrimitives.js";
import { FlightSorting } from "./flightSearchFilterOptions.js";

/**
 * Reply of `GET /flightsHotels/packageDetails/{id}`. Spec 002 §3: "Package: serviceHotel.serviceInfo.any.
 * HotelSearchRate.HotelDetailId"; §7 "package detail with the hotel detail id". Other fields pass untouched.
 */
export const PackageDetailReply = Schema.Struct({
  serviceHotel: Schema.Struct({
    serviceInfo: Schema.Struct({
      any: Schema.Struct({ HotelSearchRate: Schema.Struct({ HotelDetailId: Schema.String }) }),
    }),
  }),
});
export type PackageDetailReply = typeof PackageDetailReply.Type;

/** A vacation-bundle theme. Spec 002 §3: "Theme (tematic): id, name"; image `img/paquetes/{tematic id}.jpg`. */
export const BundleTematic = Schema.Struct({ id: Schema.String, name: Schema.String });
export type BundleTematic = typeof BundleTematic.Type;

/** Reply of `GET /dynamicVacationBundle/getTematics`. Spec 002 §7: "themes; shape not shown". Decision: a list of themes. */
export const BundleTematicsReply = Schema.Array(BundleTematic);
export type BundleTematicsReply = typeof BundleTematicsReply.Type;

/** A month or destination option of the bundle form (shape not shown). Decision: id and display name. */
export const BundleSearchOption = Schema.Struct({ id: Schema.String, name: Schema.String });
export type BundleSearchOption = typeof BundleSearchOption.Type;

/**
 * Reply of `GET /dynamicVacationBundle/searchMonth` and `/searchDestination` (query `pattern`). Spec 002 §7:
 * "starred[], all[]".
 */
export const BundleSearchOptionsReply = Schema.Struct({
  starred: Schema.Array(BundleSearchOption),
  all: Schema.Array(BundleSearchOption),
});
export type BundleSearchOptionsReply = typeof BundleSearchOptionsReply.Type;

/** Reply of `GET /api/utils/flights/getOfficeIds`. Spec 002 §7: "done, results [{code, name}]". */
export const OfficeIdsReply = Schema.Struct({ done: Schema.Boolean, results: Schema.Array(ApiCodeName) });
export type OfficeIdsReply = typeof OfficeIdsReply.Type;

/**
 * Reply of `GET /api/configuration/flights/params`. Spec 002 §7: "error, config" (config fields not shown).
 *
 * Decisions: `allowSupplierSelection` (office-ID selector, default false, spec 002 §1), `showSegmentsTypesFilter`
 * (§2), `calendarMonths` (date picker months, default 13, §5), `defaultCabin` and `defaultSort` (§3, §9).
 */
export const FlightParamsConfigReply = Schema.Struct({
  error: Schema.Boolean,
  config: Schema.optional(
    Schema.Struct({
      allowSupplierSelection: Schema.optional(Schema.Boolean),
      showSegmentsTypesFilter: Schema.optional(Schema.Boolean),
      calendarMonths: Schema.optional(Schema.Int),
      /** Spec 002 §3: "Cabin values: ALL (indistinct, default), ECO, BSN, FST". */
      defaultCabin: Schema.optional(Schema.Literals(["ALL", "ECO", "BSN", "FST"])),
      defaultSort: Schema.optional(FlightSorting),
    }),
  ),
});
export type FlightParamsConfigReply = typeof FlightParamsConfigReply.Type;

/**
 * A recommended offer. Spec 001 §3: "Recommended offer: destinationId/Name, title, link, offer text, rate, address,
 * rating, imageFile, tripAdvisorInfo."
 *
 * Decisions: `offer` is the offer text; `rate` is the price `{amount, currency}`; `rating` the stars;
 * `tripAdvisorInfo` the review block (image and count).
 */
export const RecommendedOffer = Schema.Struct({
  destinationId: Schema.String,
  destinationName: Schema.String,
  title: Schema.String,
  link: Schema.String,
  offer: Schema.optional(Schema.String),
  rate: Schema.optional(Schema.Struct({ amount: ApiNumber, currency: Schema.String })),
  address: Schema.optional(Schema.String),
  rating: Schema.optional(ApiNumber),
  imageFile: Schema.optional(Schema.String),
  tripAdvisorInfo: Schema.optional(Schema.Struct({ imagePath: Schema.String, reviews: Schema.Int })),
});
export type RecommendedOffer = typeof RecommendedOffer.Type;

/** Reply of `GET /api/fake/products/promotions/` and `/api/fake/recommended/hotels/`. Decision: a list of offers. */
export const RecommendedOffersReply = Schema.Array(RecommendedOffer);
export type RecommendedOffersReply = typeof RecommendedOffersReply.Type;
