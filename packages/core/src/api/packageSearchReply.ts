import * as Schema from "effect/Schema";
import { ApiCount, ApiIdName } from "./apiPrimitives.js";
import { FlightSolution } from "./flightSolution.js";
import { HotelCluster } from "./hotelCluster.js";

/**
 * The hotel part of a search as the server understood it: the accommodation city (the different-hotel city, else
 * the destination), the hotel dates (the partial stay, else the flight dates, `YYYY-MM-DD`) and the nights between.
 */
export const PackageHotelStayEcho = Schema.Struct({
  city: ApiIdName,
  checkIn: Schema.String,
  checkOut: Schema.String,
  nights: ApiCount,
});
export type PackageHotelStayEcho = typeof PackageHotelStayEcho.Type;

/**
 * The search the reply answers (spec 002 §3 "Flight-plus-hotel search: origins, to.city {id, name}, checkIn,
 * checkOut, in/out (partial stay), accommodation.city {id, name}, conditions {different_hotel, partial_hotel},
 * countRooms, rooms, nights"). Dates are `YYYY-MM-DD`; `rooms` is core's occupancy grammar (`2-1:5,2-0`);
 * `differentHotel` and `partialHotel` are `null` when their box is unticked.
 */
export const PackageSearchEcho = Schema.Struct({
  origins: Schema.Array(ApiIdName),
  destination: ApiIdName,
  checkIn: Schema.String,
  checkOut: Schema.String,
  rooms: Schema.String,
  differentHotel: Schema.NullOr(ApiIdName),
  partialHotel: Schema.NullOr(Schema.Struct({ checkIn: Schema.String, checkOut: Schema.String })),
  hotelStay: PackageHotelStayEcho,
});
export type PackageSearchEcho = typeof PackageSearchEcho.Type;

/**
 * One combination of a package: a flight per leg and a hotel rate.
 *
 * `outbound` and `return` are flight `tripProductId`s (`return` is null on a one-way package); together they name
 * their solution, the first of `flights` whose outbound leg holds `outbound` and whose return leg holds `return`.
 * `hotelDetailId` names the hotel of `hotels` and `rateId` its rate's `tripProductID`.
 */
export const PackageCombination = Schema.Struct({
  outbound: Schema.String,
  return: Schema.NullOr(Schema.String),
  hotelDetailId: Schema.String,
  rateId: Schema.String,
});
export type PackageCombination = typeof PackageCombination.Type;

/**
 * Reply of `GET /api/v1/flightsHotels/search?url={package results path}` (core's `endpoints.packageSearch`).
 *
 * The spec does not show it: spec 002 §2 only says the package results route serialises the search into its path,
 * §4 describes the dynamic-packaging solution card, and spec 001 §2/§4 the hotel selection inside dynamic packaging
 * (`isDynamicPackaging`, 'Seleccionar' / 'Seleccionado', 'Incluida en el precio', the 'recommended option' ribbon,
 * no pagination). Decisions:
 *
 * - `flights`: every flight solution for the origins → destination on the flight dates, in the flight results'
 *   own shape (`FlightSolution`, `isDynamicPackaging: true`), cheapest first, at most a page's worth;
 * - `hotels`: every hotel offered in the accommodation city for the hotel stay, in the hotel results' shape
 *   (`HotelCluster`, `isDynamicPackaging: true`); `rates[0]` is the rate the package sells (its
 *   `prices.gross.amount` is the whole stay for all rooms); no pagination (spec 001 §2);
 * - `recommended`: the combination the page starts with (its hotel carries `isRecommended: true` for the
 *   ribbon), null when there are no flights or no hotels;
 * - `currency`: the currency of every price of the reply (flight `totalPrices` and hotel rates);
 * - `search`: the search echoed back with the hotel stay the server priced;
 * - `searchDestinationId`: the destination id a budget add carries (spec 002 §3 Selection);
 * - `packageDetails`: per `hotelDetailId`, the id of that hotel's package detail
 *   (`/flightsHotels/packageDetails/{id}`, core's `buildPackageDetailUrl`), when the server offers one;
 * - `amenityNames`: per amenity code any hotel of `hotels` lists, its name in the request's language (the hotel
 *   results take these names from their filters, which a package reply has not); a code without a name is not shown.
 */
export const PackageSearchReply = Schema.Struct({
  done: Schema.Boolean,
  currency: Schema.String,
  search: PackageSearchEcho,
  flights: Schema.Array(FlightSolution),
  hotels: Schema.Array(HotelCluster),
  recommended: Schema.NullOr(PackageCombination),
  searchDestinationId: Schema.optional(Schema.String),
  packageDetails: Schema.optional(Schema.Record(Schema.String, Schema.String)),
  amenityNames: Schema.optional(Schema.Record(Schema.String, Schema.String)),
});
export type PackageSearchReply = typeof PackageSearchReply.Type;
