import * as Result from "effect/Result";
import type { Room } from "../occupancy/index.js";
import {
  type AccommodationDetailLocationError,
  readAccommodationDetail,
} from "../routes/accommodationDetailLocation.js";
import { type AccommodationDetailRoute, parseHouseDetailUrl } from "../routes/accommodationDetailUrl.js";
import { buildHouseResultsUrl } from "../routes/houseResultsUrl.js";
import { formatQuery } from "../routes/urlCodec.js";

/** A house detail page's address, read: the detail route and the house search its stay comes from. */
export interface HouseDetailLocation {
  readonly detail: AccommodationDetailRoute;
  /** Every guest of the stay as one party (a house is let whole: the rooms of the address are added up). */
  readonly passengers: Room;
  /**
   * The `url` of `POST /api/v1/houses/search` for this house alone: the house results path of its destination, dates
   * and guests, narrowed by `externalHotelReference={id}` as the hotel detail narrows its search (spec 001 §2).
   */
  readonly searchUrl: string;
}

/** Why a house detail address cannot be shown: an empty id, or the detail failure text (spec 001 §7, §8). */
export type HouseDetailLocationError = AccommodationDetailLocationError;

const ID_FIELDS = new Set(["id", "path"]);

/**
 * Reads `/house/details/{name}/{id}/{checkIn}/{checkOut}/{occupancy}/{destinationRequestCode}[?baseRate=…]` (spec
 * 001 §2 "House detail: /house/details/{name}/{id}/..."). An empty or missing id is `hotel.idRequired`; any other bad
 * part is `hotel.detailError`. Never throws.
 *
 * @example houseDetailLocation("/house/details/casa-sol/1000001/2027-01-12/2027-01-15/2-0/ROM")
 * // Success({ detail, passengers: { adults: 2, children: 0, ages: [] },
 * //   searchUrl: "/house/results/-/ROM/2027-01-12/2027-01-15/2-0?externalHotelReference=1000001" })
 */
export const houseDetailLocation = (url: string): Result.Result<HouseDetailLocation, HouseDetailLocationError> => {
  const read = readAccommodationDetail(parseHouseDetailUrl(url), ID_FIELDS);
  if (Result.isFailure(read)) return Result.fail(read.failure);
  const { detail, destination } = read.success;
  const passengers: Room = {
    adults: detail.occupancy.reduce((sum, room) => sum + room.adults, 0),
    children: detail.occupancy.reduce((sum, room) => sum + room.children, 0),
    ages: detail.occupancy.flatMap((room) => room.ages),
  };
  const path = buildHouseResultsUrl({
    destinationName: "",
    destination,
    checkIn: detail.checkIn,
    checkOut: detail.checkOut,
    passengers,
  });
  return Result.succeed({
    detail,
    passengers,
    searchUrl: path + formatQuery([["externalHotelReference", detail.id]]),
  });
};
