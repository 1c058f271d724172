/** The street-level viewer opened by a card's street-view tab (Google Maps URLs, documented and key-free). */
export const HOTEL_STREET_VIEW_BASE = "https://www.google.com/maps/@";

/**
 * The street-level view of a hotel's coordinates, opened in a new tab (spec 001 §2 "Per result, expandable tabs:
 * street view, …"). Undefined when the hotel has no valid coordinates.
 *
 * @example hotelStreetViewUrl(40.4168, -3.7038) // "https://www.google.com/maps/@?api=1&map_action=pano&viewpoint=40.4168%2C-3.7038"
 */
export const hotelStreetViewUrl = (latitude: number | undefined, longitude: number | undefined): string | undefined => {
  if (latitude === undefined || longitude === undefined) return undefined;
  if (!Number.isFinite(latitude) || !Number.isFinite(longitude)) return undefined;
  if (Math.abs(latitude) > 90 || Math.abs(longitude) > 180) return undefined;
  const viewpoint = encodeURIComponent(`${latitude},${longitude}`);
  return `${HOTEL_STREET_VIEW_BASE}?api=1&map_action=pano&viewpoint=${viewpoint}`;
};
