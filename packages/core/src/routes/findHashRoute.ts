import * as Result from "effect/Result";
import { shownInput } from "../internal/outsideInput.js";
import { type RouteParseError, routeParseError } from "./routeParseError.js";
import { fillRoute, matchRoute } from "./routeTable.js";
import { decodeText, encodeSegment, parseLiteral } from "./urlCodec.js";

/** Products with a search-result hash route (spec 000 §2). */
export type FindProduct =
  | "hotel"
  | "transfer"
  | "flight"
  | "flightHotel"
  | "house"
  | "activity"
  | "circuit"
  | "netsuite";

/** Every {@link FindProduct}. */
export const FIND_PRODUCTS: readonly FindProduct[] = [
  "hotel",
  "transfer",
  "flight",
  "flightHotel",
  "house",
  "activity",
  "circuit",
  "netsuite",
];

/** A search-result hash route: product, destination name (with its spaces) and destination id. */
export interface FindHashRoute {
  readonly product: FindProduct;
  readonly destinationName: string;
  readonly destinationId: string;
}

/**
 * Writes a destination name for a hash route: every whitespace removed (spec 000 §2: "The destination name is
 * written without spaces").
 *
 * @example compactDestinationName("Buenos Aires") // "BuenosAires"
 */
export const compactDestinationName = (name: string): string => name.replace(/\s+/g, "");

/**
 * Restores spaces before capital letters (spec 000 §2: "spaces are restored from capital letters when read back").
 * Exact for names whose words each start with a capital and hold no other capital (`Buenos Aires`, `São Paulo`).
 *
 * @example expandDestinationName("SanCarlosDeBariloche") // "San Carlos De Bariloche"
 */
export const expandDestinationName = (compact: string): string => compact.replace(/(?<=\S)(?=\p{Lu})/gu, " ");

/**
 * Builds the hash route `find-{product}/{destinationName}/{destinationId}` (without `#`).
 *
 * @example buildFindHash({ product: "hotel", destinationName: "Buenos Aires", destinationId: "4521" }) // "find-hotel/BuenosAires/4521"
 */
export const buildFindHash = (route: FindHashRoute): string =>
  fillRoute("findHash", {
    product: route.product,
    destinationName: encodeSegment(compactDestinationName(route.destinationName)),
    destinationId: encodeSegment(route.destinationId),
  });

/** Reads a hash route (a leading `#` is allowed), restoring the name's spaces. Never throws. */
export const parseFindHash = (input: string): Result.Result<FindHashRoute, RouteParseError> =>
  Result.gen(function* () {
    if (typeof input !== "string")
      return yield* Result.fail(routeParseError("findHash", "path", shownInput(input), "not a text"));
    const hash = input.startsWith("#") ? input.slice(1) : input;
    if (hash.includes("?")) return yield* Result.fail(routeParseError("findHash", "path", input, "no query expected"));
    const raw = yield* matchRoute("findHash", hash.split("/"), input);
    return {
      product: yield* parseLiteral(raw.product, FIND_PRODUCTS, "findHash", "product"),
      destinationName: expandDestinationName(yield* decodeText(raw.destinationName, "findHash", "destinationName")),
      destinationId: yield* decodeText(raw.destinationId, "findHash", "destinationId"),
    };
  });
