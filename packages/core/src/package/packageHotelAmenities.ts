import type { HotelCluster } from "../api/hotelCluster.js";

/**
 * The amenities a package's hotel card lists: the hotel's amenity codes that the package reply names
 * (`PackageSearchReply.amenityNames`), in the hotel's order; a code without a name is left out (a bare code means
 * nothing to a person).
 *
 * @example packageHotelAmenities(["wifi", "x9"], { wifi: "Wi-Fi" }) // ["wifi"]
 */
export const packageHotelAmenities = (
  codes: readonly string[] | undefined,
  names: Readonly<Record<string, string>> | undefined,
): readonly string[] =>
  (codes ?? []).filter((code) => names !== undefined && Object.hasOwn(names, code) && names[code]?.trim() !== "");

/**
 * A package's hotel as its results card draws it: only the amenities the reply names ({@link packageHotelAmenities}),
 * and the choice's 'recommended' ribbon and selection in place of the supplier's flags.
 *
 * @example packageCardHotel(hotel, { recommended: true, selected: false }, reply.amenityNames).isRecommended // true
 */
export const packageCardHotel = (
  hotel: HotelCluster,
  choice: { readonly recommended: boolean; readonly selected: boolean },
  names: Readonly<Record<string, string>> | undefined,
): HotelCluster => ({
  ...hotel,
  amenities: packageHotelAmenities(hotel.amenities, names),
  isRecommended: choice.recommended,
  isSelected: choice.selected,
});
