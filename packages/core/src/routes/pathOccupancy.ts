import * as Result from "effect/Result";
import { shownInput } from "../internal/outsideInput.js";
import { type Occupancy, parseOccupancy, parseRoom, type Room } from "../occupancy/index.js";
import { type ActivityChildren, parseActivityChildren } from "./activityParameters.js";
import { type RouteParseError, routeParseError } from "./routeParseError.js";
import { routeParamIndex } from "./routeTable.js";
import { decodeText, parseIntegerText, splitUrl } from "./urlCodec.js";

/** Products whose occupancy a page's path carries (spec 000 §2). */
export type PathOccupancyProduct = "hotel" | "flight" | "transfer" | "activity";

/**
 * Where each product's occupancy sits in a page path, counting `path.split("/")` from 0 (the empty part before the
 * leading `/` is index 0).
 *
 * Spec 000 §2: "Occupancy is read from address path segments: hotel segment 7; flight segment 4; transfers segment 6;
 * activities segments 6 to 8 (8 to 10 when the path contains activities/plus)."
 *
 * Known inconsistency: with this counting, flight passengers are at 4 as spec 000 says, but hotel rooms are at 6
 * in spec 001's route `/hotel/results/{destination}/{checkIn}/{checkOut}/{rooms}` — spec 000's "segment 7" points past
 * the end of that path. The route table is the single source of truth and spec 001 wins for hotels, so the hotel
 * index is derived from `ROUTES.hotelResults` (6), and the flight index from `ROUTES.flightResults` (4).
 * Transfers and activities have no route in these specs, so their indices are spec 000's numbers as written.
 */
export const OCCUPANCY_PATH_SEGMENTS = {
  hotel: [routeParamIndex("hotelResults", "rooms")],
  flight: [routeParamIndex("flightResults", "passengers")],
  transfer: [6],
  activity: [6, 7, 8],
  activityPlus: [8, 9, 10],
} as const;

/**
 * The occupancy a page path carries, by product. Activities' three segments are defined by core (the spec does not
 * name them) as adults, children (`count[:age-age…]`, as in the activities parameters) and infants.
 */
export type PathOccupancy =
  | { readonly product: "hotel"; readonly rooms: Occupancy }
  | { readonly product: "flight"; readonly passengers: Room }
  | { readonly product: "transfer"; readonly rooms: Occupancy }
  | {
      readonly product: "activity";
      readonly adults: number;
      readonly children: ActivityChildren;
      readonly infants: number;
    };

const ROUTE = "pathOccupancy";
const COUNT = { min: 0, max: 99 };

/**
 * Reads the occupancy of a page from its path (absolute URL or path), per product. Never throws.
 *
 * @example readPathOccupancy("hotel", "/hotel/results/4521/2026-03-01/2026-03-05/2-1:5") // Success({ product: "hotel", rooms: [...] })
 */
export const readPathOccupancy = (
  product: PathOccupancyProduct,
  input: string,
): Result.Result<PathOccupancy, RouteParseError> =>
  Result.gen(function* () {
    const { segments } = yield* splitUrl(input, ROUTE);
    const parts = ["", ...segments];
    const isPlus = parts.join("/").includes("activities/plus");
    const indices =
      product === "activity" && isPlus
        ? OCCUPANCY_PATH_SEGMENTS.activityPlus
        : typeof product === "string" && Object.hasOwn(OCCUPANCY_PATH_SEGMENTS, product)
          ? OCCUPANCY_PATH_SEGMENTS[product]
          : undefined;
    if (indices === undefined)
      return yield* Result.fail(routeParseError(ROUTE, "product", shownInput(product), "not a product with occupancy"));
    const texts: string[] = [];
    for (const index of indices) {
      const raw = parts[index];
      if (raw === undefined) {
        return yield* Result.fail(routeParseError(ROUTE, `segment ${index}`, input, "the path is too short"));
      }
      texts.push(yield* decodeText(raw, ROUTE, `segment ${index}`));
    }
    const [first = "", second = "", third = ""] = texts;
    const field = `segment ${indices[0]}`;
    const relabel = (error: { readonly input: string; readonly reason: string }) =>
      routeParseError(ROUTE, field, error.input, error.reason);
    switch (product) {
      case "hotel":
        return { product, rooms: yield* Result.mapError(parseOccupancy(first), relabel) };
      case "transfer":
        return { product, rooms: yield* Result.mapError(parseOccupancy(first), relabel) };
      case "flight":
        return { product, passengers: yield* Result.mapError(parseRoom(first), relabel) };
      case "activity":
        return {
          product,
          adults: yield* parseIntegerText(first, ROUTE, field, COUNT),
          children: yield* Result.mapError(parseActivityChildren(second), (error) =>
            routeParseError(ROUTE, `segment ${indices[1]}`, error.input, error.reason),
          ),
          infants: yield* parseIntegerText(third, ROUTE, `segment ${indices[2]}`, COUNT),
        };
    }
  });
