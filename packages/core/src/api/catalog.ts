import * as Schema from "effect/Schema";
import { ApiCodeName, ApiIdName, ApiNumber } from "./apiPrimitives.js";
import { FlightSorting } from "./flightSearchFilterOptions.js";

/** A decimal price with its currency, as package replies carry it. */
const PackagePrice = Schema.Struct({ amount: ApiNumber, currency: Schema.String });

/**
 * Reply of `GET /flightsHotels/packageDetails/{id}`. Spec 002 §3: "Package: serviceHotel.serviceInfo.any.
 * HotelSearchRate.HotelDetailId"; §7 "package detail with the hotel detail id".
 *
 * Decisions (the rest is not shown): the package's id, dates (`YYYY-MM-DD`), nights, passengers, origin and
 * destination cities; the hotel service with its trip product id, name, stars, address lines, image, board and
 * price; the flight service with its carrier, fare family, stops, segments and price; the total price.
 */
export const PackageDetailReply = Schema.Struct({
  done: Schema.optional(Schema.Boolean),
  id: Schema.optional(Schema.String),
  checkIn: Schema.optional(Schema.String),
  checkOut: Schema.optional(Schema.String),
  nights: Schema.optional(Schema.Int),
  passengers: Schema.optional(Schema.Struct({ adults: Schema.Int, children: Schema.Int })),
  origin: Schema.optional(ApiIdName),
  destination: Schema.optional(ApiIdName),
  serviceHotel: Schema.Struct({
    serviceInfo: Schema.Struct({
      any: Schema.Struct({
        HotelSearchRate: Schema.Struct({
          HotelDetailId: Schema.String,
          tripProductID: Schema.optional(Schema.String),
        }),
      }),
    }),
    name: Schema.optional(Schema.String),
    stars: Schema.optional(Schema.Int),
    address: Schema.optional(Schema.Array(Schema.String)),
    image: Schema.optional(Schema.String),
    board: Schema.optional(ApiCodeName),
    price: Schema.optional(PackagePrice),
  }),
  serviceFlight: Schema.optional(
    Schema.Struct({
      carrier: ApiCodeName,
      fareFamily: Schema.String,
      stops: Schema.Int,
      segments: Schema.Array(Schema.Struct({ from: Schema.String, to: Schema.String, flightNumber: Schema.String })),
      /**
       * Decision: every leg (outbound, then return) with its stops and segments; `stops` and `segments` above are
       * the outbound's, for replies that name one leg only.
       */
      legs: Schema.optional(
        Schema.Array(
          Schema.Struct({
            stops: Schema.Int,
            segments: Schema.Array(
              Schema.Struct({ from: Schema.String, to: Schema.String, flightNumber: Schema.String }),
            ),
          }),
        ),
      ),
      price: PackagePrice,
    }),
  ),
  price: Schema.optional(PackagePrice),
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
 * (§2), `calendarMonths` (date picker months, default 13, §5), `defaultCabin` and `defaultSort` (§3, §9), the
 * passenger maxima (§2 "adults 1 to 9; children 0 to 4"), the cabins offered, the solutions per page and the
 * carriers of the airline filter.
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
      maxAdults: Schema.optional(Schema.Int),
      maxChildren: Schema.optional(Schema.Int),
      cabins: Schema.optional(Schema.Array(Schema.Literals(["ALL", "ECO", "BSN", "FST"]))),
      solutionsPerPage: Schema.optional(Schema.Int),
      carriers: Schema.optional(Schema.Array(ApiCodeName)),
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
