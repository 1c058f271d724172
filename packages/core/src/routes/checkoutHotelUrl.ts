import * as Result from "effect/Result";
import type { RouteParseError } from "./routeParseError.js";
import { fillRoute, matchRoute } from "./routeTable.js";
import { decodeText, encodeSegment, queryValue, splitUrl } from "./urlCodec.js";

/** What a checkout URL is for: a hotel rate (`/checkout/hotel/…`) or a house stay (`/checkout/house/…`). */
export type CheckoutProduct = "hotel" | "house";

/** A hotel checkout URL: the quoted rate, and whether the server chose an alternative to it. */
export interface CheckoutHotelLocation {
  readonly tripProductId: string;
  /** `?alternative=true`: the quote answered an alternative rate (spec 001 §4 "alternative-rate reply"). */
  readonly alternative: boolean;
}

/** A checkout URL of either product: `/checkout/{hotel|house}/{tripProductId}[?alternative=true]`. */
export interface CheckoutLocation extends CheckoutHotelLocation {
  readonly product: CheckoutProduct;
}

const ROUTE_OF = { hotel: "checkoutHotel", house: "checkoutHouse" } as const;

/**
 * Builds `/checkout/{hotel|house}/{tripProductId}` (the demo quote's next-step URL), with `?alternative=true` when
 * asked.
 *
 * @example buildCheckoutUrl({ product: "house", tripProductId: "V1000001-20270112-7-2", alternative: false }) // "/checkout/house/V1000001-20270112-7-2"
 */
export const buildCheckoutUrl = (location: CheckoutLocation): string =>
  fillRoute(ROUTE_OF[location.product], { tripProductId: encodeSegment(location.tripProductId) }) +
  (location.alternative ? "?alternative=true" : "");

/**
 * Reads a checkout URL of either product (path, or absolute URL). Never throws.
 *
 * @example parseCheckoutUrl("/checkout/house/V1000001-20270112-7-2") // Success({ product: "house", tripProductId: "V1000001-20270112-7-2", alternative: false })
 */
export const parseCheckoutUrl = (input: string): Result.Result<CheckoutLocation, RouteParseError> =>
  Result.gen(function* () {
    const { segments, query } = yield* splitUrl(input, "checkoutHotel");
    const product: CheckoutProduct = segments[1] === "house" ? "house" : "hotel";
    const route = ROUTE_OF[product];
    const raw = yield* matchRoute(route, segments, input);
    const tripProductId = yield* decodeText(raw.tripProductId, route, "tripProductId");
    return { product, tripProductId, alternative: queryValue(query, "alternative") === "true" };
  });

/**
 * Builds `/checkout/hotel/{tripProductId}` (the demo quote's next-step URL), with `?alternative=true` when asked.
 *
 * @example buildCheckoutHotelUrl({ tripProductId: "H1-20270112-3-2x0-2", alternative: false }) // "/checkout/hotel/H1-20270112-3-2x0-2"
 */
export const buildCheckoutHotelUrl = (location: CheckoutHotelLocation): string =>
  buildCheckoutUrl({ ...location, product: "hotel" });

/**
 * Reads a hotel checkout URL (path, or absolute URL); a house checkout URL is a failure. Never throws.
 *
 * @example parseCheckoutHotelUrl("/checkout/hotel/H1-20270112-3-2x0-2?alternative=true") // Success({ tripProductId: "H1-20270112-3-2x0-2", alternative: true })
 */
export const parseCheckoutHotelUrl = (input: string): Result.Result<CheckoutHotelLocation, RouteParseError> =>
  Result.gen(function* () {
    const { segments, query } = yield* splitUrl(input, "checkoutHotel");
    const raw = yield* matchRoute("checkoutHotel", segments, input);
    const tripProductId = yield* decodeText(raw.tripProductId, "checkoutHotel", "tripProductId");
    return { tripProductId, alternative: queryValue(query, "alternative") === "true" };
  });
