import * as Result from "effect/Result";
import {
  type AccommodationDetailLocationError,
  readAccommodationDetail,
} from "../routes/accommodationDetailLocation.js";
import { type AccommodationDetailRoute, parseHotelDetailUrl } from "../routes/accommodationDetailUrl.js";
import { type HotelResultsLocation, hotelResultsOptionsDefault } from "../routes/hotelResultsUrl.js";

/** A hotel detail page's address, read: the detail route and the search its rates come from. */
export interface HotelDetailLocation {
  readonly detail: AccommodationDetailRoute;
  /**
   * The search of the detail's rates: its destination request code, dates and occupancy, narrowed to the hotel
   * (`externalHotelReference`), with the optional `baseRate` (spec 001 §2 "optional query baseRate={rateId}").
   */
  readonly search: HotelResultsLocation;
}

/** Why a detail address cannot be shown: 'Hotel ID can't be empty', or the detail failure text (spec 001 §7, §8). */
export type HotelDetailLocationError = AccommodationDetailLocationError;

const ID_FIELDS = new Set(["hotelId", "path"]);

/**
 * Reads `/hotel/details/{slug}/{hotelId}/{checkIn}/{checkOut}/{occupancy}/{destinationRequestCode}[?baseRate=…]`.
 * An empty or missing hotel id is `hotel.idRequired` ("Hotel ID can't be empty"); any other bad part is
 * `hotel.detailError`. Never throws.
 *
 * @example hotelDetailLocation("/hotel/details/plaza/123/2027-01-12/2027-01-15/2-0/MAD") // Success({ detail, search })
 */
export const hotelDetailLocation = (url: string): Result.Result<HotelDetailLocation, HotelDetailLocationError> => {
  const read = readAccommodationDetail(parseHotelDetailUrl(url), ID_FIELDS);
  if (Result.isFailure(read)) return Result.fail(read.failure);
  const { detail, destination } = read.success;
  return Result.succeed({
    detail,
    search: {
      view: "results",
      route: {
        destination,
        checkIn: detail.checkIn,
        checkOut: detail.checkOut,
        rooms: detail.occupancy,
        options: { ...hotelResultsOptionsDefault, externalHotelReference: detail.id, baseRate: detail.baseRate },
      },
    },
  });
};
