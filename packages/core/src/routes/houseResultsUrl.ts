import * as Result from "effect/Result";
import { type CalendarDate, formatCalendarDate, parseCalendarDate } from "../dates/index.js";
import { formatRoom, parseRoom, type Room } from "../occupancy/index.js";
import { type DestinationId, formatDestinationId, parseDestinationId } from "./destinationId.js";
import { type RouteParseError, routeParseError } from "./routeParseError.js";
import { fillRoute, matchRoute } from "./routeTable.js";
import { decodeText, encodeSegment, splitUrl } from "./urlCodec.js";

/**
 * A holiday-house search as its results URL carries it.
 *
 * Spec 001 §3 "House search: passengers (default 2)"; spec 001 §7 "POST /api/v1/houses/search {url}". The spec
 * shows no house results route, so core defines
 * `/house/results/{destinationName}/{destination}/{checkIn}/{checkOut}/{passengers}`: the hotel results' shape with
 * the destination's name in front (the house box shows it again when the page restores the search, spec 001 §2
 * "Pages find-hotel and find-house restore the search from the URL"), and the passengers as one
 * `adults-children[:ages]` group (core's one occupancy grammar). Unlike the `find-house` hash (spec 000 §2: names
 * written without spaces, spaces restored before capitals), the name is percent-encoded, so every name comes back
 * exactly ("Mar del Plata" stays "Mar del Plata").
 */
export interface HouseResultsRoute {
  /** The destination as shown in the house box; any text. */
  readonly destinationName: string;
  readonly destination: DestinationId;
  readonly checkIn: CalendarDate;
  readonly checkOut: CalendarDate;
  /** Every guest: adults, children and the children's ages. */
  readonly passengers: Room;
}

const ROUTE = "houseResults";

/**
 * The `{destinationName}` segment of an empty name. A path segment cannot be empty in practice (`//` gets
 * collapsed), so an empty name is written `-`, and a name that is literally `-` is written `%2D`. `.` and `..` are
 * written `%2E` and `%2E%2E`, which browsers would otherwise resolve as path steps.
 */
export const HOUSE_RESULTS_EMPTY_NAME = "-";

const encodeName = (name: string): string => {
  if (name === "") return HOUSE_RESULTS_EMPTY_NAME;
  if (name === HOUSE_RESULTS_EMPTY_NAME) return "%2D";
  if (name === "." || name === "..") return name.replaceAll(".", "%2E");
  return encodeSegment(name);
};

/**
 * Builds a house results URL (path only; filters are added by {@link buildHouseSearchUrl}).
 *
 * @example buildHouseResultsUrl({ destinationName: "Mar del Plata", destination: { _tag: "DestinationCode", id: "MDQ" }, checkIn, checkOut, passengers: { adults: 4, children: 0, ages: [] } })
 * // "/house/results/Mar%20del%20Plata/MDQ/2027-01-10/2027-01-20/4-0"
 */
export const buildHouseResultsUrl = (route: HouseResultsRoute): string =>
  fillRoute(ROUTE, {
    destinationName: encodeName(route.destinationName),
    destination: encodeSegment(formatDestinationId(route.destination)),
    checkIn: formatCalendarDate(route.checkIn),
    checkOut: formatCalendarDate(route.checkOut),
    passengers: encodeSegment(formatRoom(route.passengers)),
  });

/**
 * Reads a house results URL (path, or absolute URL); the query (filters) is ignored here. Never throws; a bad
 * segment is a `RouteParseError` naming it (`destination`, `checkIn`, `checkOut`, `passengers`, …).
 *
 * @example parseHouseResultsUrl("/house/results/Roma/ROM/2027-01-10/2027-01-20/2-1:6") // Success({ destinationName: "Roma", … })
 */
export const parseHouseResultsUrl = (input: string): Result.Result<HouseResultsRoute, RouteParseError> =>
  Result.gen(function* () {
    const { segments } = yield* splitUrl(input, ROUTE);
    const raw = yield* matchRoute(ROUTE, segments, input);
    const relabel =
      (field: string) =>
      (error: { readonly input: string; readonly reason: string }): RouteParseError =>
        routeParseError(ROUTE, field, error.input, error.reason);
    const destinationName =
      raw.destinationName === HOUSE_RESULTS_EMPTY_NAME
        ? ""
        : yield* decodeText(raw.destinationName, ROUTE, "destinationName");
    const destinationText = yield* decodeText(raw.destination, ROUTE, "destination");
    const destination = yield* Result.mapError(parseDestinationId(destinationText), relabel("destination"));
    const checkIn = yield* Result.mapError(parseCalendarDate(raw.checkIn), relabel("checkIn"));
    const checkOut = yield* Result.mapError(parseCalendarDate(raw.checkOut), relabel("checkOut"));
    const passengersText = yield* decodeText(raw.passengers, ROUTE, "passengers");
    const passengers = yield* Result.mapError(parseRoom(passengersText), relabel("passengers"));
    return { destinationName, destination, checkIn, checkOut, passengers };
  });
