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
