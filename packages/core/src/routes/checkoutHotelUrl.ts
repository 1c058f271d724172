import * as Result from "effect/Result";
import type { RouteParseError } from "./routeParseError.js";
import { fillRoute, matchRoute } from "./routeTable.js";
import { decodeText, encodeSegment, queryValue, splitUrl } from "./urlCodec.js";

/** A hotel checkout URL: the quoted rate, and whether the server chose an alternative to it. */
export interface CheckoutHotelLocation {
  readonly tripProductId: string;
  /** `?alternative=true`: the quote answered an alternative rate (spec 001 §4 "alternative-rate reply"). */
  readonly alternative: boolean;
}

/**
 * Builds `/checkout/hotel/{tripProductId}` (the demo quote's next-step URL), with `?alternative=true` when asked.
 *
 * @example buildCheckoutHotelUrl({ tripProductId: "H1-20270112-3-2x0-2", alternative: false }) // "/checkout/hotel/H1-20270112-3-2x0-2"
 */
export const buildCheckoutHotelUrl = (location: CheckoutHotelLocation): string =>
  fillRoute("checkoutHotel", { tripProductId: encodeSegment(location.tripProductId) }) +
  (location.alternative ? "?alternative=true" : "");

/**
 * Reads a hotel checkout URL (path, or absolute URL). Never throws.
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
