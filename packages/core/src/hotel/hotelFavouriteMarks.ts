import type { HotelCluster } from "../api/hotelCluster.js";
import type { HotelSearchFilterOptions } from "../api/hotelSearchFilterOptions.js";

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

/**
 * A results page's hotels as it draws them (spec 001 §4): `listed`, the hotels it lists as cards (every hotel not
 * disabled, under the 'favourite' filter as {@link hotelsUnderFavouriteFilter} keeps them), and `disabled`, the
 * disabled hotels it names above the list; both in the reply's order.
 *
 * @example hotelResultsListed([{ hotelDetailId: "1", disabled: true }, { hotelDetailId: "2" }], false, undefined) // { listed: [hotel "2"], disabled: [hotel "1"] }
 */
export const hotelResultsListed = <H extends Pick<HotelCluster, "hotelDetailId" | "favourite" | "disabled">>(
  hotels: readonly H[],
  favouriteFilter: boolean,
  ids: HotelFavouriteIds | undefined,
): { readonly listed: readonly H[]; readonly disabled: readonly H[] } => ({
  listed: hotelsUnderFavouriteFilter(
    hotels.filter((hotel) => hotel.disabled !== true),
    favouriteFilter,
    ids,
  ),
  disabled: hotels.filter((hotel) => hotel.disabled === true),
});

/**
 * The search reply's filter options with the 'Favoritos (n)' count brought up to date with the favourites as marked
 * since the reply (spec 001 §3 "offers {favourite, …; each with selected and quantity}"). The reply counted the
 * hotels whose `favourite` flag it sent; a mark or unmark on one of the listed hotels moves that count by one, so
 * the count says what picking the filter will show without searching again. Unknown marks (`ids` absent) or a reply
 * without the count leave the options as they are; the count never goes below 0.
 *
 * @example hotelFavouriteFacets({ offers: { favourite: { selected: false, quantity: 0 } } }, [{ hotelDetailId: "1" }], ["1"]).offers?.favourite?.quantity // 1
 */
export const hotelFavouriteFacets = <F extends Pick<HotelSearchFilterOptions, "offers">>(
  facets: F,
  hotels: readonly Pick<HotelCluster, "hotelDetailId" | "favourite">[],
  ids: HotelFavouriteIds | undefined,
): F => {
  const favourite = facets.offers?.favourite;
  if (ids === undefined || favourite?.quantity === undefined) return facets;
  let change = 0;
  for (const hotel of new Map(hotels.map((one) => [one.hotelDetailId, one])).values()) {
    change += Number(ids.includes(hotel.hotelDetailId)) - Number(hotel.favourite === true);
  }
  if (change === 0) return facets;
  const quantity = Math.max(0, favourite.quantity + change);
  return { ...facets, offers: { ...facets.offers, favourite: { ...favourite, quantity } } };
};
