import * as Result from "effect/Result";
import { type AccommodationDetailRoute, parseHotelDetailUrl } from "../routes/accommodationDetailUrl.js";
import { parseDestinationId } from "../routes/destinationId.js";
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
export interface HotelDetailLocationError {
  readonly key: "hotel.idRequired" | "hotel.detailError";
}

const ID_FIELDS = new Set(["hotelId", "path"]);

/**
 * Reads `/hotel/details/{slug}/{hotelId}/{checkIn}/{checkOut}/{occupancy}/{destinationRequestCode}[?baseRate=…]`.
 * An empty or missing hotel id is `hotel.idRequired` ("Hotel ID can't be empty"); any other bad part is
 * `hotel.detailError`. Never throws.
 *
 * @example hotelDetailLocation("/hotel/details/plaza/123/2027-01-12/2027-01-15/2-0/MAD") // Success({ detail, search })
 */
export const hotelDetailLocation = (url: string): Result.Result<HotelDetailLocation, HotelDetailLocationError> => {
  const parsed = parseHotelDetailUrl(url);
  if (Result.isFailure(parsed))
    return Result.fail({ key: ID_FIELDS.has(parsed.failure.field) ? "hotel.idRequired" : "hotel.detailError" });
  const detail = parsed.success;
  if (detail.id.trim() === "") return Result.fail({ key: "hotel.idRequired" });
  const destination = parseDestinationId(detail.destinationRequestCode);
  if (Result.isFailure(destination)) return Result.fail({ key: "hotel.detailError" });
  return Result.succeed({
    detail,
    search: {
      view: "results",
      route: {
        destination: destination.success,
        checkIn: detail.checkIn,
        checkOut: detail.checkOut,
        rooms: detail.occupancy,
        options: { ...hotelResultsOptionsDefault, externalHotelReference: detail.id, baseRate: detail.baseRate },
      },
    },
  });
};
