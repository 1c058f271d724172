import {
  applyHotelFilters,
  HOME_FORM_LIMITS,
  type HotelFilterContext,
  type HotelFilterMatch,
  type HotelFilterRate,
  type HotelFilterSubject,
  type HotelSearchState,
  hotelNameFold,
  isHotelSortField,
  paginationClamp,
  parseHotelSearchUrl,
  sortHotels,
  validateOccupancy,
} from "@travesia/core";
import { Result } from "effect";
import { distanceKm } from "../inventory/flights.js";
import { type InventoryRate, type InventoryStay, parseHotelTripProductId } from "../inventory/hotelRates.js";
import type { InventoryHotel } from "../inventory/hotels.js";
import type { Inventory } from "../inventory/inventory.js";
import { demoConvertMinor } from "../inventory/money.js";
import { type PlaceCity, placeCityOfAirport } from "../inventory/places.js";
import { hashParts } from "../inventory/prng.js";
import { isDemoCurrency } from "./demoRequest.js";

/**
 * A rate as core's hotel filters read it, built from the rate's facts (`Inventory.rateFactsOf`); `index` finds the
 * full inventory rate again for the hotels a reply shows ({@link matchInventoryRates}).
 */
export interface DemoRateSubject extends HotelFilterRate {
  readonly index: number;
}

/** A hotel as core's hotel filters read it (`HotelFilterSubject`), holding the inventory hotel it came from. */
export interface HotelCandidate extends HotelFilterSubject<DemoRateSubject> {
  readonly hotel: InventoryHotel;
}

/** A candidate that passed core's filters. */
export type HotelMatch = HotelFilterMatch<HotelCandidate, DemoRateSubject>;

/** Hotels per results page (spec: not shown; the demo pages by 20). */
export const HOTELS_PER_PAGE = 20;

/** The longest stay the demo API prices (spec: not shown). */
export const HOTEL_MAX_NIGHTS = 30;

/** How far around a `lat,lng` destination hotels are searched, km (spec: not shown). */
export const HOTEL_POINT_RADIUS_KM = 25;

/** A bad search: the field at fault and why. */
export interface SearchProblem {
  readonly field: string;
  readonly reason: string;
}

/** A hotel search read from its URL and resolved against the inventory. */
export interface ResolvedHotelSearch {
  readonly state: HotelSearchState;
  readonly stay: InventoryStay;
  readonly nights: number;
  readonly cities: readonly PlaceCity[];
  readonly scope: readonly InventoryHotel[];
  /** The searched point (coordinates destination), for distances. */
  readonly point: { readonly latitude: number; readonly longitude: number } | null;
  readonly currency: string;
  /** The base rate of a related-rates search. */
  readonly baseRate: { readonly hotel: InventoryHotel; readonly rate: InventoryRate } | null;
}

const dayOf = (date: string) =>
  Date.UTC(Number(date.slice(0, 4)), Number(date.slice(5, 7)) - 1, Number(date.slice(8, 10))) / 86_400_000;

/** Whether a hotel has no availability for a stay (1 in 40 hotels per stay): it shows disabled when searched by id. */
export const hotelUnavailable = (seed: number, hotelId: string, stay: InventoryStay): boolean =>
  hashParts(seed, "unavailable", hotelId, stay.checkIn, stay.checkOut) % 40 === 0;

/**
 * Reads and checks a hotel search URL with core's parser, then resolves its destination in the inventory.
 * Every problem names its field; nothing throws.
 */
export const resolveHotelSearch = (
  inventory: Inventory,
  url: string,
  today: string,
  sessionCurrency: string,
): { ok: true; value: ResolvedHotelSearch } | { ok: false; problem: SearchProblem } => {
  const parsed = parseHotelSearchUrl(url);
  if (Result.isFailure(parsed)) {
    return { ok: false, problem: { field: parsed.failure.field, reason: parsed.failure.reason } };
  }
  const state = parsed.success;
  const { route, filters } = state;
  const checkIn = String(route.checkIn);
  const checkOut = String(route.checkOut);
  const nights = dayOf(checkOut) - dayOf(checkIn);
  if (dayOf(checkIn) < dayOf(today)) return { ok: false, problem: { field: "checkIn", reason: "is in the past" } };
  if (nights < 1) return { ok: false, problem: { field: "checkOut", reason: "must be after checkIn" } };
  if (nights > HOTEL_MAX_NIGHTS) {
    return { ok: false, problem: { field: "checkOut", reason: `stays are at most ${HOTEL_MAX_NIGHTS} nights` } };
  }
  const issues = validateOccupancy(route.rooms, HOME_FORM_LIMITS);
  const issue = issues[0];
  if (issue !== undefined) {
    return { ok: false, problem: { field: ["rooms", ...issue.path].join("."), reason: issue.key } };
  }
  if (filters.category.min > filters.category.max) {
    return { ok: false, problem: { field: "category.min", reason: "is above category.max" } };
  }
  if (filters.tripadvisor.min > filters.tripadvisor.max) {
    return { ok: false, problem: { field: "tripadvisor.min", reason: "is above tripadvisor.max" } };
  }
  const { minimumValue, maximumValue, currencyCode } = filters.rateRange;
  if (minimumValue !== null && maximumValue !== null && minimumValue > maximumValue) {
    return { ok: false, problem: { field: "rateRange.minimumValue", reason: "is above rateRange.maximumValue" } };
  }
  if (currencyCode !== null && !isDemoCurrency(currencyCode)) {
    return { ok: false, problem: { field: "rateRange.currencyCode", reason: `unknown currency "${currencyCode}"` } };
  }
  const sort = filters.sorting.sortFieldName;
  if (sort !== null && !isHotelSortField(sort)) {
    return { ok: false, problem: { field: "sorting.sortFieldName", reason: `unknown sort "${sort}"` } };
  }
  const stay: InventoryStay = { checkIn, checkOut, rooms: route.rooms };
  let cities: PlaceCity[] = [];
  let point: ResolvedHotelSearch["point"] = null;
  const destination = route.destination;
  if (destination._tag === "DestinationCoordinates") {
    point = { latitude: destination.latitude, longitude: destination.longitude };
    cities = inventory.cities.filter(
      (city) => distanceKm(city.lat, city.lng, destination.latitude, destination.longitude) <= 80,
    );
  } else {
    const city = inventory.city(destination.id) ?? placeCityOfAirport(destination.id);
    if (city === undefined) {
      return { ok: false, problem: { field: "destination", reason: `unknown destination "${destination.id}"` } };
    }
    cities = [city];
  }
  let scope: InventoryHotel[] = cities.flatMap((city) => inventory.hotelsOf(city.code));
  if (point !== null) {
    const here = point;
    scope = scope.filter(
      (hotel) => distanceKm(here.latitude, here.longitude, hotel.lat, hotel.lng) <= HOTEL_POINT_RADIUS_KM,
    );
  }
  if (destination._tag === "DestinationOmniCode") {
    const omni = destination.omniCode;
    scope = scope.filter((hotel) => hotel.omniCode === omni || hotel.supplierHotelCode === omni);
  }
  const omniCodes = route.options.omniCodes;
  if (omniCodes.length > 0) scope = scope.filter((hotel) => omniCodes.includes(hotel.omniCode));
  let baseRate: ResolvedHotelSearch["baseRate"] = null;
  if (route.options.baseRate !== null) {
    const parts = parseHotelTripProductId(route.options.baseRate);
    const hotel = parts === undefined ? undefined : inventory.hotel(parts.hotelId);
    const rate =
      parts === undefined || hotel === undefined ? undefined : inventory.rate(hotel, parts.stay, parts.index);
    if (hotel === undefined || rate === undefined) {
      return { ok: false, problem: { field: "baseRate", reason: `unknown rate "${route.options.baseRate}"` } };
    }
    baseRate = { hotel, rate };
    // Related rates: hotels of the same category or better, nearest to the base hotel first.
    scope = scope
      .filter((candidate) => candidate.id !== hotel.id && candidate.stars >= hotel.stars)
      .map((candidate) => ({ candidate, km: distanceKm(hotel.lat, hotel.lng, candidate.lat, candidate.lng) }))
      .sort((a, b) => a.km - b.km || Number(a.candidate.id) - Number(b.candidate.id))
      .slice(0, 40)
      .map(({ candidate }) => candidate);
  }
  const currency = currencyCode ?? sessionCurrency;
  return { ok: true, value: { state, stay, nights, cities, scope, point, currency, baseRate } };
};

// Filter clicks, sorts and pages repeat the same stay: keep its priced candidates (per world, most recent first out).
const candidateCache = new WeakMap<Inventory, Map<string, HotelCandidate[]>>();
const CANDIDATE_CACHE_LIMIT = 40;

/** Prices every hotel in scope for the stay. Unavailable hotels are left out unless `keep` names them. */
export const hotelCandidates = (
  inventory: Inventory,
  search: ResolvedHotelSearch,
  keep: string | null = null,
): HotelCandidate[] => {
  const { filters } = search.state;
  const reference = filters.poi.geo ?? search.point;
  const key = JSON.stringify([
    search.cities.map((city) => city.code),
    search.stay,
    search.currency,
    keep,
    reference,
    search.state.route.destination,
    search.state.route.options.omniCodes,
    search.baseRate?.rate.tripProductId ?? null,
  ]);
  let cache = candidateCache.get(inventory);
  if (cache === undefined) {
    cache = new Map();
    candidateCache.set(inventory, cache);
  }
  const cached = cache.get(key);
  if (cached !== undefined) return cached;
  const built = buildCandidates(inventory, search, keep, reference);
  if (cache.size >= CANDIDATE_CACHE_LIMIT) cache.delete(cache.keys().next().value ?? "");
  cache.set(key, built);
  return built;
};

const buildCandidates = (
  inventory: Inventory,
  search: ResolvedHotelSearch,
  keep: string | null,
  reference: { readonly latitude: number; readonly longitude: number } | null,
): HotelCandidate[] => {
  const candidates: HotelCandidate[] = [];
  for (const hotel of search.scope) {
    if (hotel.id !== keep && hotelUnavailable(inventory.seed, hotel.id, search.stay)) continue;
    // Facts only: ids, rooms and texts are built later, for the hotels on the page.
    const rates = inventory.rateFactsOf(hotel, search.stay).map(
      (fact): DemoRateSubject => ({
        index: fact.index,
        board: fact.board,
        supplier: fact.supplier,
        availability: fact.availability,
        refundable: fact.policyKind === "G",
        hasOffer: fact.hasOffer,
        totalMinor: demoConvertMinor(fact.totalUsdMinor, search.currency),
      }),
    );
    candidates.push({
      hotel,
      id: hotel.id,
      name: hotel.name,
      stars: hotel.stars,
      reviewRating: hotel.review.rating,
      recommendation: hotel.recommendation,
      zone: hotel.zone.code,
      chain: hotel.chain?.code ?? null,
      destination: hotel.cityCode,
      amenities: hotel.amenities,
      favourite: hotel.favourite,
      latitude: hotel.lat,
      longitude: hotel.lng,
      distanceKm: reference === null ? null : distanceKm(reference.latitude, reference.longitude, hotel.lat, hotel.lng),
      nights: search.nights,
      rates,
    });
  }
  return candidates;
};

/** The full inventory rates behind a match's rates, in the match's order (cheapest first). */
export const matchInventoryRates = (inventory: Inventory, stay: InventoryStay, match: HotelMatch): InventoryRate[] => {
  const byIndex = new Map(inventory.ratesOf(match.hotel.hotel, stay).map((rate) => [rate.index, rate]));
  return match.rates.flatMap((subject) => {
    const rate = byIndex.get(subject.index);
    return rate === undefined ? [] : [rate];
  });
};

/** The filtered, sorted matches and the page asked for. */
export interface HotelSearchPage {
  readonly matches: readonly HotelMatch[];
  readonly page: readonly HotelMatch[];
  readonly currentPage: number;
  readonly countPages: number;
}

/** How the demo filters: prices per night (the reply says `perNight: true`), availability from the URL. */
export const hotelFilterContext = (search: ResolvedHotelSearch): HotelFilterContext => ({
  availability: search.state.route.options.availability,
  perNight: true,
});

/** Filters, sorts and paginates candidates with core's rules (page out of range is clamped to the last page). */
export const hotelSearchPage = (
  candidates: readonly HotelCandidate[],
  search: ResolvedHotelSearch,
): HotelSearchPage => {
  const { filters, route } = search.state;
  let matches: HotelMatch[] = applyHotelFilters(candidates, filters, hotelFilterContext(search));
  const byName = route.options.hotelName;
  if (byName !== null)
    matches = matches.filter((match) => hotelNameFold(match.hotel.name).includes(hotelNameFold(byName)));
  const sorted = sortHotels(matches, filters.sorting.sortFieldName ?? (search.baseRate === null ? null : "distance"));
  const countPages = Math.ceil(sorted.length / HOTELS_PER_PAGE);
  const currentPage = countPages === 0 ? 1 : paginationClamp(filters.pagination.currentPage, countPages);
  const start = (currentPage - 1) * HOTELS_PER_PAGE;
  return { matches: sorted, page: sorted.slice(start, start + HOTELS_PER_PAGE), currentPage, countPages };
};
