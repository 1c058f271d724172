import type { SearchFormPlace } from "@travesia/core";

/** The places with each id once (a city and its airport may share a code), the first kept. */
export const uniquePlaces = (places: readonly SearchFormPlace[]): SearchFormPlace[] => {
  const seen = new Set<string>();
  return places.filter((place) => {
    if (seen.has(place.id)) return false;
    seen.add(place.id);
    return true;
  });
};
