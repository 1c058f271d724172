import type { HotelCluster } from "../api/hotelCluster.js";

/**
 * The visitor's favourite hotel ids as the portal believes them: the server's saved list with any toggle in flight
 * applied optimistically. Ids are unique; order is the order they were marked.
 */
export type HotelFavouriteIds = readonly string[];

/**
 * Sets one hotel's favourite mark in the list, touching no other hotel; idempotent. Used both for the optimistic
 * toggle (mark the hotel at once) and for the rollback of a failed call (put back that hotel's previous mark only,
 * so a failure never undoes another hotel's toggle that is still in flight or already done).
 *
 * @example hotelFavouriteMark(["1"], "2", true) // ["1", "2"]
 * @example hotelFavouriteMark(["1", "2"], "1", false) // ["2"]
 */
export const hotelFavouriteMark = (
  ids: HotelFavouriteIds,
  hotelDetailId: string,
  favourite: boolean,
): HotelFavouriteIds => {
  const has = ids.includes(hotelDetailId);
  if (has === favourite) return ids;
  return favourite ? [...ids, hotelDetailId] : ids.filter((id) => id !== hotelDetailId);
};

/**
 * Whether a hotel shows as a favourite: the saved list when it is known (it holds every toggle since the search
 * reply), else the search reply's own `favourite` flag (spec 001 §3 "Hotel cluster: … favourite").
 *
 * @example hotelIsFavourite({ hotelDetailId: "1", favourite: true }, undefined) // true
 * @example hotelIsFavourite({ hotelDetailId: "1", favourite: true }, []) // false
 */
export const hotelIsFavourite = (
  hotel: Pick<HotelCluster, "hotelDetailId" | "favourite">,
  ids: HotelFavouriteIds | undefined,
): boolean => (ids === undefined ? hotel.favourite === true : ids.includes(hotel.hotelDetailId));

/**
 * The hotels a results page shows under the sidebar's 'favourite' filter (spec 001 §3 "offers {favourite, …}"):
 * with the filter on, only the hotels marked as favourites — so a hotel removed from the favourites leaves the list at
 * once, before the next search; with the filter off, every hotel.
 *
 * @example hotelsUnderFavouriteFilter(hotels, true, ["1"]) // only hotel "1"
 */
export const hotelsUnderFavouriteFilter = <H extends Pick<HotelCluster, "hotelDetailId" | "favourite">>(
  hotels: readonly H[],
  favouriteFilter: boolean,
  ids: HotelFavouriteIds | undefined,
): readonly H[] => (favouriteFilter ? hotels.filter((hotel) => hotelIsFavourite(hotel, ids)) : hotels);
