import { completePoiEndpoint, findAirlineEndpoint, findHotelEndpoint } from "@travesia/core";
import type { PortalWorld } from "../provider/PortalProvider.js";
import { fetchEndpoint } from "../query/fetchEndpoint.js";

/** One option of a back-office finder: what it is and what the list says. */
export interface FinderOption {
  readonly id: string;
  readonly label: string;
  /** Where a place is (the place search's options). */
  readonly geo?: { readonly latitude: number; readonly longitude: number };
  readonly vicinity?: string;
}

/** How far around a destination's centre the place search looks, metres (the POI lookup's widest, spec 001 §7). */
const PLACE_SEARCH_DISTANCE_M = 50_000;

/**
 * What a finder searches: `find-airline` ({pattern}), `find-hotel` ({pattern, destinationId}), or places (the POI
 * lookup around a point: its POIs and the addresses of its hotels).
 */
export type FinderSource =
  | { readonly kind: "airline" }
  | { readonly kind: "hotel"; readonly destinationId: string }
  | { readonly kind: "place"; readonly latitude: number; readonly longitude: number };

/** The search of a finder's source: a pattern to its options. */
export const finderSearch =
  (api: PortalWorld["api"], source: FinderSource) =>
  async (pattern: string, signal: AbortSignal): Promise<readonly FinderOption[]> => {
    if (source.kind === "airline")
      return (await fetchEndpoint(api, findAirlineEndpoint, [], { body: { pattern }, signal })).map((airline) => ({
        id: airline.carrierId,
        label: `${airline.name} (${airline.carrierId})`,
      }));
    if (source.kind === "hotel")
      return (
        await fetchEndpoint(api, findHotelEndpoint, [], {
          body: { pattern, destinationId: source.destinationId },
          signal,
        })
      ).map((hotel) => ({ id: hotel.id, label: hotel.hotelName }));
    const args: [string, number, number, number] = [
      pattern,
      source.latitude,
      source.longitude,
      PLACE_SEARCH_DISTANCE_M,
    ];
    return (await fetchEndpoint(api, completePoiEndpoint, args, { signal })).map((place) => ({
      id: place.id,
      label: place.vicinity === undefined ? place.description : `${place.description}, ${place.vicinity}`,
      geo: place.geo,
      vicinity: place.vicinity ?? "",
    }));
  };
