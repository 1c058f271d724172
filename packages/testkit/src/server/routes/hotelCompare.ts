import { HotelCompareRequest, parseHotelCompareUrl } from "@travesia/core";
import { Result } from "effect";
import { Hono } from "hono";
import { demoBadRequest, demoCurrency, demoLanguage, demoNotFound, demoToday } from "../../internal/demoRequest.js";
import { hotelImageUrl } from "../../internal/hotelReplies.js";
import { hotelUnavailable, resolveHotelSearch } from "../../internal/hotelSearch.js";
import { badRequest, readJsonBody } from "../../internal/requestBody.js";
import { CATALOG_AMENITIES } from "../../inventory/catalogs.js";
import { distanceKm } from "../../inventory/flights.js";
import { inventoryHotelPolicy } from "../../inventory/hotelPolicy.js";
import { demoConvertMinor, minorToDecimal } from "../../inventory/money.js";
import type { DemoEnv } from "../context.js";
import { currentPortalOf } from "../portalSettings.js";
import { scenarioActive } from "../scenario.js";

/** The agency's commission on a stay in the demo, percent of the gross (spec: not shown). */
const DEMO_COMMISSION_PERCENT = 12;

/**
 * `POST /api/v1/hotels/compare` with `{url}` (ours; spec 001 §2 leaves the comparator's page open): the comparison
 * page's URL (core's `parseHotelCompareUrl`: 2 to 4 hotel ids and the results search) answers each hotel with its
 * cheapest rate for the stay — stars, review score, board, the policy's type and free-until date, prices per stay and
 * per night, the tax status, the distance to the point of interest (else the searched point, else the city centre)
 * and the amenities. B2B agents also get each rate's supplier, net price and commission (`internal`). A bad URL is
 * 400 with its field and reason; a hotel outside the search is 404; a hotel with no availability is left out.
 */
export const hotelCompareRoutes = new Hono<DemoEnv>().post("/api/v1/hotels/compare", async (c) => {
  const decoded = await readJsonBody(c, HotelCompareRequest);
  if (Result.isFailure(decoded)) return badRequest(c, decoded.failure);
  const location = parseHotelCompareUrl(decoded.success.url);
  if (Result.isFailure(location)) return demoBadRequest(c, location.failure.field, location.failure.reason);
  if (scenarioActive(c, "search-fail")) return c.json({ done: false, error: "comparison unavailable" }, 500);
  const demo = c.get("demo");
  const { hotelIds, search: state } = location.success;
  const searchUrl = decoded.success.url.replace(/^\/hotel\/compare\/[^/]*/, "/hotel/results");
  const resolved = resolveHotelSearch(demo.inventory, searchUrl, demoToday(c), demoCurrency(c));
  if (!resolved.ok) return demoBadRequest(c, resolved.problem.field, resolved.problem.reason);
  const search = resolved.value;
  const inScope = new Set(search.scope.map((hotel) => hotel.id));
  const outside = hotelIds.find((id) => !inScope.has(id));
  if (outside !== undefined) return demoNotFound(c, "hotelIds", `hotel ${outside} is not in this search`);
  const user = c.get("user");
  const agent = user?.portalType === "B2B";
  const portal = currentPortalOf(c.get("demo").db, user?.portalId);
  const language = demoLanguage(c);
  const today = demoToday(c);
  const city = search.cities[0];
  const poi = state.filters.poi;
  const reference =
    poi.geo ?? search.point ?? (city === undefined ? null : { latitude: city.lat, longitude: city.lng });
  const decimal = (minor: number) => ({ amount: minorToDecimal(minor) });
  const hotels = hotelIds.flatMap((id) => {
    const hotel = demo.inventory.hotel(id);
    if (hotel === undefined || hotelUnavailable(demo.inventory.seed, hotel.id, search.stay)) return [];
    const rates = demo.inventory.ratesOf(hotel, search.stay).filter((rate) => !rate.alternative);
    const cheapest = [...rates].sort((a, b) => a.totalUsdMinor - b.totalUsdMinor || a.index - b.index)[0];
    if (cheapest === undefined) return [];
    const policy = inventoryHotelPolicy(
      demo.inventory.seed,
      cheapest,
      search.stay,
      today,
      search.currency,
      "YYYY-MM-DD",
    );
    const gross = demoConvertMinor(cheapest.totalUsdMinor, search.currency);
    const commission = Math.round((gross * DEMO_COMMISSION_PERCENT) / 100);
    return [
      {
        hotelDetailId: hotel.id,
        name: hotel.name,
        stars: hotel.stars,
        image: hotelImageUrl(hotel.id, 1),
        address: hotel.address.join(", "),
        review: { score: hotel.review.rating, reviews: hotel.review.reviews },
        board: { code: cheapest.board.code, name: cheapest.board.name[language] ?? cheapest.board.code },
        cancellation: {
          type: cheapest.policyKind,
          ...(cheapest.policyKind === "G" ? { freeUntil: policy.deadline } : {}),
        },
        price: { stay: decimal(gross), night: decimal(Math.round(gross / Math.max(1, search.nights))) },
        taxesIncluded: portal.showPricesIncludeTaxes === true,
        ...(reference === null
          ? {}
          : {
              distance: {
                value:
                  Math.round(distanceKm(reference.latitude, reference.longitude, hotel.lat, hotel.lng) * 100) / 100,
                unit: "km",
              },
            }),
        amenities: hotel.amenities.map((code) => ({
          code,
          name: CATALOG_AMENITIES.find((amenity) => amenity.code === code)?.name[language] ?? code,
        })),
        ...(agent
          ? {
              internal: {
                supplier: { code: cheapest.supplier.code, name: cheapest.supplier.name },
                net: decimal(gross - commission),
                commission: { percent: DEMO_COMMISSION_PERCENT, amount: decimal(commission) },
              },
            }
          : {}),
      },
    ];
  });
  return c.json({
    done: true,
    currency: search.currency,
    nights: search.nights,
    ...(poi.name !== null
      ? { distanceFrom: poi.name }
      : city === undefined
        ? {}
        : { distanceFrom: city.name[language] }),
    hotels,
  });
});
