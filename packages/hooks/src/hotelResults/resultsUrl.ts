import {
  buildHotelResultsPageUrl,
  buildHotelResultsUrl,
  buildHotelSearchUrl,
  buildHouseResultsUrl,
  buildHouseSearchUrl,
  type DestinationId,
  type HotelResultsPageExtras,
  type HotelResultsSummary,
  type HotelSearchFilters,
  type HotelSearchFormValues,
  type HotelSearchState,
  type HouseSearchFormValues,
  hotelResultsPageUrl,
  hotelResultsSummary,
  hotelResultsUrlFromMapUrl,
  hotelSearchValuesFromResultsRoute,
  houseSearchValuesFromResultsUrl,
  parseFindHash,
  parseHotelResultsPageExtras,
  parseHotelResultsUrl,
  parseHotelSearchUrl,
  parseHouseSearchUrl,
  type RouteParseError,
} from "@travesia/core";
import { Result } from "effect";

/** Hotel or holiday-house results. */
export type ResultsKind = "hotel" | "house";

/** What a results URL says, read with core's parsers. */
export interface ResultsUrlState {
  readonly summary: HotelResultsSummary;
  readonly filters: HotelSearchFilters;
  readonly extras: HotelResultsPageExtras;
  /** The search without filters: refined by a filter, it is not a new search (no offers again). */
  readonly searchId: string;
  /** The URL sent to the search call: the search with these filters, sort and page. */
  readonly searchUrlOf: (filters: HotelSearchFilters) => string;
  readonly hotelSearch: HotelSearchState | null;
  readonly coordinatesDestination: boolean;
  /** The destination searched (the scope of the saved search filters). */
  readonly destination: DestinationId;
  /** The destination name the URL or its `find-hotel`/`find-house` hash holds, or null. */
  readonly destinationName: string | null;
  /** The page URL of other filters or extras (the search kept). */
  readonly pageUrl: (filters: HotelSearchFilters, extras: HotelResultsPageExtras) => string;
  /** The search box restored (hotel or house values). */
  readonly hotelBox: (name: string | null) => HotelSearchFormValues | null;
  readonly houseBox: HouseSearchFormValues | null;
}

const hashName = (url: string, product: "hotel" | "house"): string | null => {
  const parsed = url.includes("#") ? parseFindHash(url.slice(url.indexOf("#"))) : undefined;
  return parsed !== undefined && Result.isSuccess(parsed) && parsed.success.product === product
    ? parsed.success.destinationName
    : null;
};

/** Reads a hotel or house results URL (path, query and hash). Never throws: a bad URL is its parse error. */
export const readResultsUrl = (kind: ResultsKind, input: string): Result.Result<ResultsUrlState, RouteParseError> => {
  // A map v3 URL opens the results page in its map view (core's hotelResultsUrlFromMapUrl).
  const mapped = kind === "hotel" ? hotelResultsUrlFromMapUrl(input) : undefined;
  const url = mapped !== undefined && Result.isSuccess(mapped) ? mapped.success : input;
  const extras = parseHotelResultsPageExtras(url);
  if (kind === "hotel") {
    return Result.gen(function* () {
      const { view } = yield* parseHotelResultsUrl(url);
      const { route, filters } = yield* parseHotelSearchUrl(url);
      return {
        summary: hotelResultsSummary(route.checkIn, route.checkOut, route.rooms),
        filters,
        extras,
        searchId: buildHotelResultsUrl(route),
        searchUrlOf: (next) => buildHotelSearchUrl({ route, filters: next }),
        hotelSearch: { route, filters },
        coordinatesDestination: route.destination._tag === "DestinationCoordinates",
        destination: route.destination,
        destinationName: hashName(url, "hotel"),
        pageUrl: (next, nextExtras) => buildHotelResultsPageUrl({ route, filters: next }, view, nextExtras),
        hotelBox: (name) => hotelSearchValuesFromResultsRoute(route, name),
        houseBox: null,
      };
    });
  }
  return Result.map(parseHouseSearchUrl(url), ({ route, filters }) => ({
    summary: hotelResultsSummary(route.checkIn, route.checkOut, [route.passengers]),
    filters,
    extras,
    searchId: buildHouseResultsUrl(route),
    searchUrlOf: (next) => buildHouseSearchUrl({ route, filters: next }),
    hotelSearch: null,
    coordinatesDestination: route.destination._tag === "DestinationCoordinates",
    destination: route.destination,
    destinationName: route.destinationName === "" ? hashName(url, "house") : route.destinationName,
    pageUrl: (next, nextExtras) => hotelResultsPageUrl(buildHouseSearchUrl({ route, filters: next }), nextExtras),
    hotelBox: () => null,
    houseBox: houseSearchValuesFromResultsUrl(url) ?? null,
  }));
};
