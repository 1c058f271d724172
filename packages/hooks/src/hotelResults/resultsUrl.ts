import {
  buildHotelResultsPageUrl,
  buildHotelResultsUrl,
  buildHotelSearchUrl,
  buildHouseResultsUrl,
  buildHouseSearchUrl,
  type CalendarDate,
  type HotelResultsPageExtras,
  type HotelSearchFilters,
  type HotelSearchFormValues,
  type HouseSearchFormValues,
  hotelResultsPageUrl,
  hotelResultsUrlFromMapUrl,
  hotelSearchValuesFromResultsRoute,
  houseSearchValuesFromResultsUrl,
  type Occupancy,
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
  readonly checkIn: CalendarDate;
  readonly checkOut: CalendarDate;
  readonly rooms: Occupancy;
  readonly filters: HotelSearchFilters;
  readonly extras: HotelResultsPageExtras;
  /** The search without filters: the same search refined by a filter is not a new search (no offers again). */
  readonly searchId: string;
  /** The URL sent to the search call: search plus filters, sort and page. */
  readonly searchUrl: string;
  readonly hotelNameSearch: boolean;
  readonly coordinatesDestination: boolean;
  /** The destination name the URL or its `find-hotel`/`find-house` hash holds, or null. */
  readonly destinationName: string | null;
  /** The page URL of other filters or extras (the search kept). */
  readonly pageUrl: (filters: HotelSearchFilters, extras: HotelResultsPageExtras) => string;
  /** The search box restored (hotel or house values). */
  readonly hotelBox: (name: string | null) => HotelSearchFormValues | null;
  readonly houseBox: HouseSearchFormValues | null;
}

const hashName = (url: string, product: "hotel" | "house"): string | null => {
  const at = url.indexOf("#");
  if (at === -1) return null;
  const parsed = parseFindHash(url.slice(at));
  return Result.isSuccess(parsed) && parsed.success.product === product ? parsed.success.destinationName : null;
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
        checkIn: route.checkIn,
        checkOut: route.checkOut,
        rooms: route.rooms,
        filters,
        extras,
        searchId: buildHotelResultsUrl(route),
        searchUrl: buildHotelSearchUrl({ route, filters }),
        hotelNameSearch: route.options.hotelName !== null,
        coordinatesDestination: route.destination._tag === "DestinationCoordinates",
        destinationName: hashName(url, "hotel"),
        pageUrl: (next, nextExtras) => buildHotelResultsPageUrl({ route, filters: next }, view, nextExtras),
        hotelBox: (name) => hotelSearchValuesFromResultsRoute(route, name),
        houseBox: null,
      };
    });
  }
  return Result.map(parseHouseSearchUrl(url), ({ route, filters }) => ({
    checkIn: route.checkIn,
    checkOut: route.checkOut,
    rooms: [route.passengers],
    filters,
    extras,
    searchId: buildHouseResultsUrl(route),
    searchUrl: buildHouseSearchUrl({ route, filters }),
    hotelNameSearch: false,
    coordinatesDestination: route.destination._tag === "DestinationCoordinates",
    destinationName: route.destinationName === "" ? hashName(url, "house") : route.destinationName,
    pageUrl: (next, nextExtras) => hotelResultsPageUrl(buildHouseSearchUrl({ route, filters: next }), nextExtras),
    hotelBox: () => null,
    houseBox: houseSearchValuesFromResultsUrl(url) ?? null,
  }));
};
