import * as Schema from "effect/Schema";
import { ApiCount, ApiGeo, ApiNumber } from "./apiPrimitives.js";
import { boundedList } from "./internal/boundedList.js";
import { SUGGESTION_LIST_LIMIT } from "./listLimits.js";

/** Destination type codes for city lookup. Spec 002 §3: "NMO.GBL.PDT.AIR (flight destination), NMO.GBL.PDT.HTL (hotel accommodation)". */
export const DESTINATION_TYPE_CODES = { flight: "NMO.GBL.PDT.AIR", hotel: "NMO.GBL.PDT.HTL" } as const;

/**
 * A location suggestion. Spec 000 §3: "Location suggestion: label, value, type, category, name, id,
 * destinationTypeId." Decision: `label` (shown), `value` (submitted) and `type` are always sent; the others only by
 * some lookups, so optional.
 */
export const LocationSuggestion = Schema.Struct({
  label: Schema.String,
  value: Schema.String,
  type: Schema.String,
  category: Schema.optional(Schema.String),
  name: Schema.optional(Schema.String),
  id: Schema.optional(Schema.String),
  destinationTypeId: Schema.optional(Schema.String),
});
export type LocationSuggestion = typeof LocationSuggestion.Type;

/**
 * Reply of `GET /api/locations/{term}`, `/api/locations-all/{term}`, `/api/locations-plus/{term}` and
 * `GET /api/complete/{a}/{b}` (shape not shown beyond §3). Decision: a list of suggestions.
 */
export const LocationsReply = boundedList(LocationSuggestion, SUGGESTION_LIST_LIMIT);
export type LocationsReply = typeof LocationsReply.Type;

/** A stored recent search. Spec 000 §3: "Recent search: label, value, type 'last'". */
export const RecentSearchEntry = Schema.Struct({
  label: Schema.String,
  value: Schema.String,
  type: Schema.Literal("last"),
});
export type RecentSearchEntry = typeof RecentSearchEntry.Type;

/** One city or airport. Spec 000 §7: "GET /portal/citiesAirports/{lang} … (reply list of id, name, valueId, destinationTypeId)". */
export const CityAirport = Schema.Struct({
  id: Schema.String,
  name: Schema.String,
  valueId: Schema.String,
  destinationTypeId: Schema.String,
});
export type CityAirport = typeof CityAirport.Type;

/** Reply of `GET /portal/citiesAirports/{lang}?pattern&destinationType`. */
export const CitiesAirportsReply = boundedList(CityAirport, SUGGESTION_LIST_LIMIT);
export type CitiesAirportsReply = typeof CitiesAirportsReply.Type;

/** A place of interest. Spec 000 §3: "Place of interest: id, description, geo latitude/longitude, vicinity, types." */
export const PointOfInterest = Schema.Struct({
  id: Schema.String,
  description: Schema.String,
  geo: ApiGeo,
  vicinity: Schema.optional(Schema.String),
  types: Schema.optional(Schema.Array(Schema.String)),
});
export type PointOfInterest = typeof PointOfInterest.Type;

/** Reply of `GET /api/complete/poi/{a}/{lat}/{lng}/{distance}` (distance 50000, spec 001 §7). Decision: a list. */
export const PoiListReply = Schema.Array(PointOfInterest);
export type PoiListReply = typeof PoiListReply.Type;

/**
 * Reply of `GET /api/complete/place/{ref}` (not shown). Decision: the place as a point of interest.
 *
 * @alias the place call's name for {@link PointOfInterest}
 */
export const PlaceDetailReply = PointOfInterest;
export type PlaceDetailReply = PointOfInterest;

/** An airline. Spec 000 §3: "Airline: name, carrierId." */
export const Airline = Schema.Struct({ name: Schema.String, carrierId: Schema.String });
export type Airline = typeof Airline.Type;

/** Reply of `POST /backend/dynamic-packaging-flight/find-airline`. Decision: a list. */
export const AirlineListReply = boundedList(Airline, SUGGESTION_LIST_LIMIT);
export type AirlineListReply = typeof AirlineListReply.Type;

/** A hotel suggestion. Spec 000 §3: "Hotel (autocomplete): id, hotelName." */
export const HotelSuggestion = Schema.Struct({ id: Schema.String, hotelName: Schema.String });
export type HotelSuggestion = typeof HotelSuggestion.Type;

/** Reply of `POST /backend/dynamic-packaging-hotel/find-hotel`. Decision: a list. */
export const HotelSuggestionListReply = boundedList(HotelSuggestion, SUGGESTION_LIST_LIMIT);
export type HotelSuggestionListReply = typeof HotelSuggestionListReply.Type;

/** An icon. Spec 000 §3: "Icon result: returned by find-icons" (shape not shown). Decision: name and CSS class. */
export const IconResult = Schema.Struct({ name: Schema.String, className: Schema.String });
export type IconResult = typeof IconResult.Type;

/** Reply of `POST /backend/portal-configuration/find-icons`. */
export const IconListReply = Schema.Array(IconResult);
export type IconListReply = typeof IconListReply.Type;

/** Payload of find-airline and find-icons. Spec 000 §7: "{pattern}". */
export const PatternRequest = Schema.Struct({ pattern: Schema.String });
export type PatternRequest = typeof PatternRequest.Type;

/** Payload of find-hotel. Spec 000 §7: "{pattern, destinationId}". */
export const FindHotelRequest = Schema.Struct({ pattern: Schema.String, destinationId: Schema.String });
export type FindHotelRequest = typeof FindHotelRequest.Type;

/** Payload of `POST /api/complete/insertHotel`. Spec 000 §7: "{hotel}". */
export const InsertHotelRequest = Schema.Struct({ hotel: HotelSuggestion });
export type InsertHotelRequest = typeof InsertHotelRequest.Type;

/** Payload of `POST /api/complete/insertPoi`. Spec 000 §7: "{poi}". */
export const InsertPoiRequest = Schema.Struct({ poi: PointOfInterest });
export type InsertPoiRequest = typeof InsertPoiRequest.Type;

/**
 * Reply of insertHotel / insertPoi (not shown). Decision: `{ done, error }`; a failure shows 'Error Saving document
 * into index' (spec 000 §8), a failed POI save is swallowed.
 */
export const IndexSaveReply = Schema.Struct({ done: Schema.Boolean, error: Schema.optional(Schema.String) });
export type IndexSaveReply = typeof IndexSaveReply.Type;

/**
 * Reply of `GET /hotel/detail/tripadvisor/{lang}/{hotelId}` (not shown). Decision: the cluster's review block plus
 * the rating and a link.
 */
export const TripAdvisorDetailReply = Schema.Struct({
  locationId: Schema.String,
  imagePath: Schema.String,
  reviews: ApiCount,
  rating: Schema.optional(ApiNumber),
  webUrl: Schema.optional(Schema.String),
});
export type TripAdvisorDetailReply = typeof TripAdvisorDetailReply.Type;

/** Query of `GET /portal/citiesAirports/{lang}`. Spec 000 §7: "with pattern and destinationType". */
export interface CitiesAirportsQuery {
  readonly pattern: string;
  /** `NMO.GBL.PDT.AIR` or `NMO.GBL.PDT.HTL` (`DESTINATION_TYPE_CODES`). */
  readonly destinationType: string;
}
