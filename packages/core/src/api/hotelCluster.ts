import * as Schema from "effect/Schema";
import { ApiCount, ApiNumber } from "./apiPrimitives.js";
import { HotelRate } from "./hotelRate.js";

/** Recommendation types. Spec 001 §4: "2 not recommended, 3 little recommended, 4 recommended, 5 very recommended". */
export const HOTEL_RECOMMENDATION_TYPES = [2, 3, 4, 5] as const;

/**
 * Hotel description, amenities and images, as the cluster's `detail` and the catalogue call carry them.
 * Spec 001 §3: "detail {hotelDescriptions[].value, amenities[] with description.value and value,
 * imageLinks[].imageURL}". Descriptions may hold HTML: views sanitise before rendering.
 */
export const HotelDetail = Schema.Struct({
  hotelDescriptions: Schema.Array(Schema.Struct({ value: Schema.String })),
  amenities: Schema.Array(
    Schema.Struct({ description: Schema.Struct({ value: Schema.String }), value: Schema.String }),
  ),
  imageLinks: Schema.Array(Schema.Struct({ imageURL: Schema.String })),
  /** The hotel's videos (ours: the back office adds them; spec 000 §5 "Video URLs must be of a supported host"). */
  videos: Schema.optional(Schema.Array(Schema.Struct({ url: Schema.String }))),
  /** Stars 1 to 5 as the back office set them (ours), over the search's `rating.value` when present. */
  stars: Schema.optional(Schema.Int),
});
export type HotelDetail = typeof HotelDetail.Type;

/** Review-site block. Spec 001 §3: "tripAdvisor {locationId, imagePath, reviews}" (reviews = review count). */
export const HotelTripAdvisor = Schema.Struct({
  locationId: Schema.String,
  imagePath: Schema.String,
  reviews: ApiCount,
});
export type HotelTripAdvisor = typeof HotelTripAdvisor.Type;

/** Recommendation label. Spec 001 §3: "recommendation {recommendationType, value}"; types per §4 (2–5). */
export const HotelRecommendation = Schema.Struct({
  recommendationType: ApiCount,
  value: Schema.String,
});
export type HotelRecommendation = typeof HotelRecommendation.Type;

/**
 * A variation of a similar hotel against the searched one. Spec 001 §3: "baseHotelVariations {type, code}"; §4:
 * "Variation type 'upgrade'". Decision: a list (a hotel can be both 'Categoría superior' and 'Mejor valorado'); codes
 * are free strings (the view maps known ones to texts).
 */
export const HotelVariation = Schema.Struct({ type: Schema.String, code: Schema.String });
export type HotelVariation = typeof HotelVariation.Type;

/**
 * One result card: a hotel with its rates.
 *
 * Spec 001 §3: "Hotel cluster: name, hotel, hotelDetailId, omniCode, latitude, longitude, images, address (list of
 * parts), rating.value, tripAdvisor {locationId, imagePath, reviews}, favourite, rates, destination {code,
 * requestCode}, destinationDetails[].code, detail {…}, distance {value, unit}, supplier_code,
 * supplierImageFullPath, supplierID, amenities, recommendation {recommendationType, value}, baseHotelVariations
 * {type, code}, isDynamicPackaging, isSelected, isRecommended, disabled."
 *
 * Decisions where the spec does not show a shape: `images` are URLs; `amenities` are amenity codes (icons);
 * `hotel` is the supplier-side hotel code. Fields that only some replies carry are optional.
 */
export const HotelCluster = Schema.Struct({
  name: Schema.String,
  hotel: Schema.optional(Schema.String),
  /** Used by favourites, catalogue and the detail URL. */
  hotelDetailId: Schema.String,
  /** Sent back as `omniCodes` in the more-options and map queries. */
  omniCode: Schema.optional(Schema.String),
  latitude: Schema.optional(ApiNumber),
  longitude: Schema.optional(ApiNumber),
  images: Schema.optional(Schema.Array(Schema.String)),
  /** Address parts; the card shows the first one. */
  address: Schema.optional(Schema.Array(Schema.String)),
  /** Stars, 1–5. */
  rating: Schema.optional(Schema.Struct({ value: ApiNumber })),
  tripAdvisor: Schema.optional(HotelTripAdvisor),
  favourite: Schema.optional(Schema.Boolean),
  rates: Schema.Array(HotelRate),
  /** `requestCode` is the destination request code of the detail URL. */
  destination: Schema.optional(Schema.Struct({ code: Schema.String, requestCode: Schema.String })),
  destinationDetails: Schema.optional(Schema.Array(Schema.Struct({ code: Schema.String }))),
  detail: Schema.optional(HotelDetail),
  /** Distance to the point of interest searched. */
  distance: Schema.optional(Schema.Struct({ value: ApiNumber, unit: Schema.String })),
  supplier_code: Schema.optional(Schema.String),
  supplierImageFullPath: Schema.optional(Schema.String),
  supplierID: Schema.optional(Schema.String),
  amenities: Schema.optional(Schema.Array(Schema.String)),
  recommendation: Schema.optional(HotelRecommendation),
  baseHotelVariations: Schema.optional(Schema.Array(HotelVariation)),
  isDynamicPackaging: Schema.optional(Schema.Boolean),
  isSelected: Schema.optional(Schema.Boolean),
  isRecommended: Schema.optional(Schema.Boolean),
  /** A disabled hotel is not available on the dates: the view shows similar hotels (spec 001 §4). */
  disabled: Schema.optional(Schema.Boolean),
});
export type HotelCluster = typeof HotelCluster.Type;
