import {
  HOUSE_PASSENGER_LIMITS,
  HotelSearchRequest,
  paginationClamp,
  parseHouseSearchUrl,
  ROUTES,
} from "@travesia/core";
import { Result } from "effect";
import { Hono } from "hono";
import {
  demoAlternativeCurrency,
  demoBadRequest,
  demoCurrency,
  demoLanguage,
  demoToday,
  isDemoCurrency,
} from "../../internal/demoRequest.js";
import { houseClusterJson } from "../../internal/houseReplies.js";
import { badRequest, readJsonBody } from "../../internal/requestBody.js";
import { CATALOG_AMENITIES } from "../../inventory/catalogs.js";
import { dayNumber } from "../../inventory/days.js";
import { distanceKm } from "../../inventory/flights.js";
import { type InventoryHouse, inventoryHouseStayUsdMinor } from "../../inventory/houses.js";
import { demoConvertMinor } from "../../inventory/money.js";
import { placeCityOfAirport } from "../../inventory/places.js";
import type { DemoEnv } from "../context.js";
import { scenarioActive } from "../scenario.js";

/** Houses per results page (spec: not shown). */
const HOUSES_PER_PAGE = 20;

const HOUSE_SORTS = ["bestvalue", "price", "price:asc", "price:desc", "name", "rating", "distance"] as const;

/** The `externalHotelReference` query value of a house search URL (trimmed), or null when it has none. */
const houseReference = (url: string): string | null => {
  const query = url.indexOf("?");
  if (query < 0) return null;
  const value = new URLSearchParams(url.slice(query + 1)).get("externalHotelReference");
  return value === null ? null : value.trim();
};

/**
 * `POST /api/v1/houses/search` (spec 001 §7): holiday houses for a destination, dates and guests. The `url` is core's
 * house search URL (`buildHouseSearchUrl`: the house results path plus the hotel filters' query).
 */
export const houseRoutes = new Hono<DemoEnv>().post("/api/v1/houses/search", async (c) => {
  const body = await readJsonBody(c, HotelSearchRequest);
  if (Result.isFailure(body)) return badRequest(c, body.failure);
  const parsed = parseHouseSearchUrl(body.success.url);
  if (Result.isFailure(parsed)) {
    if (parsed.failure.field === "path") return demoBadRequest(c, "url", `expected ${ROUTES.houseResults}`);
    return demoBadRequest(c, parsed.failure.field, parsed.failure.reason);
  }
  const { route, filters } = parsed.success;
  // The house detail page narrows the search to one house, as the hotel detail does (`externalHotelReference`).
  const reference = houseReference(body.success.url);
  if (reference === "") return demoBadRequest(c, "externalHotelReference", "expected a house id");
  const checkIn = String(route.checkIn);
  const checkOut = String(route.checkOut);
  const nights = dayNumber(checkOut) - dayNumber(checkIn);
  if (dayNumber(checkIn) < dayNumber(demoToday(c))) return demoBadRequest(c, "checkIn", "is in the past");
  if (nights < 1) return demoBadRequest(c, "checkOut", "must be after checkIn");
  if (nights > 60) return demoBadRequest(c, "checkOut", "stays are at most 60 nights");
  const party = route.passengers;
  const guests = party.adults + party.children;
  if (party.adults < 1) return demoBadRequest(c, "passengers", "at least one adult");
  if (guests > HOUSE_PASSENGER_LIMITS.max)
    return demoBadRequest(c, "passengers", `at most ${HOUSE_PASSENGER_LIMITS.max} guests`);
  if (party.ages.length !== party.children || party.ages.some((age) => age > 17))
    return demoBadRequest(c, "passengers", "one age (0 to 17) per child");
  const sort = filters.sorting.sortFieldName ?? "bestvalue";
  if (!(HOUSE_SORTS as readonly string[]).includes(sort))
    return demoBadRequest(c, "sorting.sortFieldName", `unknown sort "${sort}"`);
  const currency = filters.rateRange.currencyCode ?? demoCurrency(c);
  if (!isDemoCurrency(currency)) return demoBadRequest(c, "rateRange.currencyCode", `unknown currency "${currency}"`);
  if (scenarioActive(c, "search-fail")) return c.json({ done: false, error: "Fallo al recuperar los resultados" }, 500);
  const { inventory } = c.get("demo");
  const destination = route.destination;
  const cities =
    destination._tag === "DestinationCoordinates"
      ? inventory.cities.filter(
          (city) => distanceKm(city.lat, city.lng, destination.latitude, destination.longitude) <= 60,
        )
      : [inventory.city(destination.id) ?? placeCityOfAirport(destination.id)].filter((city) => city !== undefined);
  if (cities.length === 0 && destination._tag !== "DestinationCoordinates") {
    return demoBadRequest(c, "destination", `unknown destination "${destination.id}"`);
  }
  const language = demoLanguage(c);
  const alternativeCurrency = demoAlternativeCurrency(currency);
  const matches: { house: InventoryHouse; totalMinor: number; usd: number }[] = [];
  for (const city of scenarioActive(c, "search-empty") ? [] : cities) {
    for (const house of inventory.housesOf(city.code)) {
      if (reference !== null && house.id !== reference) continue;
      if (house.maxGuests < guests) continue;
      const usd = inventoryHouseStayUsdMinor(house, checkIn, checkOut);
      if (usd === undefined) continue;
      const totalMinor = demoConvertMinor(usd, currency);
      const perNight = Math.round(totalMinor / nights);
      if (filters.rateRange.minimumValue !== null && perNight < filters.rateRange.minimumValue) continue;
      if (filters.rateRange.maximumValue !== null && perNight > filters.rateRange.maximumValue) continue;
      if (!filters.amenity.every((code) => house.amenities.includes(code))) continue;
      if (filters.hotelName !== null && !house.name.toLowerCase().includes(filters.hotelName.toLowerCase())) continue;
      if (filters.destination.length > 0 && !filters.destination.includes(house.cityCode)) continue;
      matches.push({ house, totalMinor, usd });
    }
  }
  const key = (match: (typeof matches)[number]): number | string => {
    switch (sort) {
      case "price":
      case "price:asc":
        return match.totalMinor;
      case "price:desc":
        return -match.totalMinor;
      case "name":
        return match.house.name;
      case "rating":
        return -match.house.rating;
      case "distance":
        return destination._tag === "DestinationCoordinates"
          ? distanceKm(destination.latitude, destination.longitude, match.house.lat, match.house.lng)
          : 0;
      default:
        return match.totalMinor / (1 + match.house.rating / 5);
    }
  };
  matches.sort((a, b) => {
    const ka = key(a);
    const kb = key(b);
    return ka < kb ? -1 : ka > kb ? 1 : Number(a.house.id) - Number(b.house.id);
  });
  const countPages = Math.ceil(matches.length / HOUSES_PER_PAGE);
  const currentPage = countPages === 0 ? 1 : paginationClamp(filters.pagination.currentPage, countPages);
  const page = matches.slice((currentPage - 1) * HOUSES_PER_PAGE, currentPage * HOUSES_PER_PAGE);
  const hotels = page.map(({ house, totalMinor, usd }) =>
    houseClusterJson(house, {
      checkIn,
      nights,
      guests,
      party,
      usdMinor: usd,
      totalMinor,
      alternativeCurrency,
      language,
    }),
  );
  return c.json({
    done: true,
    hotels,
    filters: {
      pagination: { currentPage, countPages, totalItems: matches.length },
      sorting: { sortFieldName: sort },
      amenity: CATALOG_AMENITIES.map((amenity) => ({
        code: amenity.code,
        description: amenity.name[language],
        selected: filters.amenity.includes(amenity.code),
        quantity: matches.filter((match) => match.house.amenities.includes(amenity.code)).length,
      })),
    },
    perNight: false,
    currency: { grossCurrency: { code: currency } },
    viewType: "simple" as const,
    sort,
    extras: {
      isHotelSearch: false,
      destinationId: cities[0]?.code ?? "",
      destination: cities[0]?.name[language] ?? "",
    },
    xTotalCount: matches.length,
    xPendingResults: "false",
    ttl: scenarioActive(c, "session-ttl") ? 5 : 1800,
    ...(matches.length === 0 ? { message: "No vinieron hoteles en la busqueda solicitada" } : {}),
  });
});
