/** Mean Earth radius in km (IUGG), used for great-circle distances. */
const EARTH_RADIUS_KM = 6371.0088;

const radians = (degrees: number) => (degrees * Math.PI) / 180;

/**
 * The great-circle (haversine) distance in km between two points, for the point-of-interest filter.
 * Spec 001 §2: "point of interest (… maximum-distance slider)".
 *
 * @example Math.round(hotelDistanceKm({ latitude: -34.6037, longitude: -58.3816 }, { latitude: -34.9011, longitude: -56.1645 })) // 205
 */
export const hotelDistanceKm = (
  from: { readonly latitude: number; readonly longitude: number },
  to: { readonly latitude: number; readonly longitude: number },
): number => {
  const dLat = radians(to.latitude - from.latitude);
  const dLng = radians(to.longitude - from.longitude);
  const a =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(radians(from.latitude)) * Math.cos(radians(to.latitude)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(a)));
};
