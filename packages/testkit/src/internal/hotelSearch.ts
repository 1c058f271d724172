import {
  applyHotelFilters,
  HOME_FORM_LIMITS,
  type HotelFilterContext,
  type HotelFilterMatch,
  type HotelFilterOptions,
  type HotelFilterRate,
  type HotelFilterSubject,
  type HotelSearchState,
  hotelFilterOptions,
  hotelNameFold,
  isHotelSortField,
  paginationClamp,
  parseHotelSearchUrl,
  sortHotels,
  validateOccupancy,
} from "@travesia/core";
import { Result } from "effect";
import { distanceKm } from "../inventory/flights.js";
import {
  type InventoryRate,
  type InventoryRateFacts,
  type InventoryStay,
  inventoryStayHash,
  parseHotelTripProductId,
} from "../inventory/hotelRates.js";
import type { InventoryHotel } from "../inventory/hotels.js";
import type { Inventory } from "../inventory/inventory.js";
import { type PlaceCity, placeCityOfAirport } from "../inventory/places.js";
import { hashParts } from "../inventory/prng.js";
import { isDemoCurrency } from "./demoRequest.js";

/**
 * A rate as core's hotel filters read it: the rate's facts (`Inventory.rateFactsOf`); `index` finds the full
 * inventory rate again for the hotels a reply shows ({@link matchInventoryRates}).
 */
type DemoRateSubject = InventoryRateFacts & HotelFilterRate;

/** A hotel as core's hotel filters read it (`HotelFilterSubject`), holding the inventory hotel it came from. */
export interface HotelCandidate extends HotelFilterSubject<DemoRateSubject> {
  readonly hotel: InventoryHotel;
}

/** A candidate that passed core's filters. */
export type HotelMatch = HotelFilterMatch<HotelCandidate, DemoRateSubject>;

/** Hotels per results page (spec: not shown; the demo pages by 20). */
const HOTELS_PER_PAGE = 20;

/** The longest stay the demo API prices (spec: not shown). */
const HOTEL_MAX_NIGHTS = 30;

/** How far around a `lat,lng` destination hotels are searched, km (spec: not shown). */
const HOTEL_POINT_RADIUS_KM = 25;

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
  /** The hotel id a search by one available hotel is narrowed to (`externalHotelReference`), else null. */
  readonly onlyHotel: string | null;
}

const dayOf = (date: string) =>
  Date.UTC(Number(date.slice(0, 4)), Number(date.slice(5, 7)) - 1, Number(date.slice(8, 10))) / 86_400_000;

/** Whether a hotel has no availability for a stay (1 in 40 hotels per stay): it shows disabled when searched by id. */
export const hotelUnavailable = (seed: number, hotelId: string, stay: InventoryStay): boolean =>
  inventoryStayHash(seed, "unavailable", hotelId, stay, false) % 40 === 0;

/**
 * Reads and checks a hotel search URL with core's parser, then resolves its destination in the inventory.
 * Every problem names its field; nothing throws.
 */
export const resolveHotelSearch = (
  inventory: Inventory,
  url: string,
  today: string,
  sessionCurrency: string,
  /** The `hotel-disabled` scenario: the hotel searched by id has no availability whatever the inventory says. */
  searchedHotelUnavailable = false,
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
  // A search by one hotel (the detail page, rates on demand, a hotel chosen in the search box) answers that hotel
  // alone, wherever it would stand in the destination's list. One without availability comes disabled above the
  // destination's other hotels (spec 001 §4 "Disabled hotel: message below, similar hotels shown"), so those stay.
  const reference = route.options.externalHotelReference;
  if (reference !== null && reference.trim() === "")
    return { ok: false, problem: { field: "externalHotelReference", reason: "expected a hotel id" } };
  const onlyHotel =
    reference !== null && !searchedHotelUnavailable && !hotelUnavailable(inventory.seed, reference, stay)
      ? reference
      : null;
  if (onlyHotel !== null) scope = scope.filter((hotel) => hotel.id === onlyHotel);
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
  return { ok: true, value: { state, stay, nights, cities, scope, point, currency, baseRate, onlyHotel } };
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
  // Distances are to the point of interest, else the searched point, else (related rates) the base hotel.
  const base = search.baseRate?.hotel;
  const reference =
    filters.poi.geo ?? search.point ?? (base === undefined ? null : { latitude: base.lat, longitude: base.lng });
  const key = JSON.stringify([
    search.cities.map((city) => city.code),
    search.stay,
    search.currency,
    keep,
    search.onlyHotel,
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
    // Facts only (they are what core's filters read): ids, rooms and texts are built later, for the page's hotels.
    const rates = inventory.rateFactsOf(hotel, search.stay, search.currency);
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
const hotelFilterContext = (search: ResolvedHotelSearch): HotelFilterContext => ({
  availability: search.state.route.options.availability,
  perNight: true,
});

/**
 * The candidates as one visitor sees them: `favourite` is the visitor's own saved choice, not the inventory's flag.
 * The same list comes back for the same candidates and favourites, so the results cache below keeps working across
 * requests.
 */
export const visitorCandidates = (
  candidates: readonly HotelCandidate[],
  favourites: ReadonlySet<string>,
): readonly HotelCandidate[] => {
  const signature = [...favourites].sort().join(",");
  let known = visitorLists.get(candidates);
  if (known === undefined) {
    known = new Map();
    visitorLists.set(candidates, known);
  }
  const found = known.get(signature);
  if (found !== undefined) return found;
  const list = candidates.map((candidate) =>
    candidate.favourite === favourites.has(candidate.id)
      ? candidate
      : { ...candidate, favourite: favourites.has(candidate.id) },
  );
  if (known.size >= PER_LIST_LIMIT) known.delete(known.keys().next().value ?? "");
  known.set(signature, list);
  return list;
};

const visitorLists = new WeakMap<readonly HotelCandidate[], Map<string, readonly HotelCandidate[]>>();
const PER_LIST_LIMIT = 8;

/**
 * The candidates a progressive search has "found" by its `batch` (1-based): each hotel belongs to one batch, drawn
 * from the seed, and batch n shows batches 1..n. The same list comes back for the same candidates and batch.
 */
export const progressiveCandidates = (
  candidates: readonly HotelCandidate[],
  seed: number,
  batch: number,
  batches: number,
): readonly HotelCandidate[] => {
  let known = progressiveLists.get(candidates);
  if (known === undefined) {
    known = new Map();
    progressiveLists.set(candidates, known);
  }
  const key = `${seed}|${batch}|${batches}`;
  const found = known.get(key);
  if (found !== undefined) return found;
  const list = candidates.filter((candidate) => hashParts(seed, "batch", candidate.id) % batches < batch);
  if (known.size >= PER_LIST_LIMIT) known.delete(known.keys().next().value ?? "");
  known.set(key, list);
  return list;
};

const progressiveLists = new WeakMap<readonly HotelCandidate[], Map<string, readonly HotelCandidate[]>>();

/**
 * What one filter state gives over one candidate list: the matches, each sort of them asked for, and the filter
 * options. Paging, sorting, switching views and repeating a search reuse it; the values are what the rules give, so
 * a cached reply is the reply computed afresh.
 */
interface SearchResults {
  readonly matches: readonly HotelMatch[];
  readonly sorted: Map<string, readonly HotelMatch[]>;
  options: HotelFilterOptions | undefined;
}

const resultsCache = new WeakMap<readonly HotelCandidate[], Map<string, SearchResults>>();
const RESULTS_PER_LIST_LIMIT = 12;

// The state that decides the matches and the options: everything but the page, the sort and the view.
const resultsKey = (search: ResolvedHotelSearch) =>
  JSON.stringify([
    { ...search.state.filters, pagination: null, sorting: null, viewType: null },
    search.state.route.options.availability,
    search.state.route.options.hotelName,
  ]);

const searchResults = (candidates: readonly HotelCandidate[], search: ResolvedHotelSearch): SearchResults => {
  let known = resultsCache.get(candidates);
  if (known === undefined) {
    known = new Map();
    resultsCache.set(candidates, known);
  }
  const key = resultsKey(search);
  const found = known.get(key);
  if (found !== undefined) {
    known.delete(key);
    known.set(key, found);
    return found;
  }
  const { filters, route } = search.state;
  let matches: HotelMatch[] = applyHotelFilters(candidates, filters, hotelFilterContext(search));
  const byName = route.options.hotelName;
  if (byName !== null) {
    const folded = hotelNameFold(byName);
    matches = matches.filter((match) => hotelNameFold(match.hotel.name).includes(folded));
  }
  const results: SearchResults = { matches, sorted: new Map(), options: undefined };
  if (known.size >= RESULTS_PER_LIST_LIMIT) known.delete(known.keys().next().value ?? "");
  known.set(key, results);
  return results;
};

/** The filter options with their counts over the candidates (core's `hotelFilterOptions`), reused like the matches. */
export const hotelSearchFilterOptions = (
  candidates: readonly HotelCandidate[],
  search: ResolvedHotelSearch,
): HotelFilterOptions => {
  const results = searchResults(candidates, search);
  results.options ??= hotelFilterOptions(candidates, search.state.filters, hotelFilterContext(search));
  return results.options;
};

/** Filters, sorts and paginates candidates with core's rules (page out of range is clamped to the last page). */
export const hotelSearchPage = (
  candidates: readonly HotelCandidate[],
  search: ResolvedHotelSearch,
): HotelSearchPage => {
  const { filters } = search.state;
  const results = searchResults(candidates, search);
  const field = filters.sorting.sortFieldName ?? (search.baseRate === null ? null : "distance");
  const sortKey = field ?? "";
  let sorted = results.sorted.get(sortKey);
  if (sorted === undefined) {
    sorted = sortHotels(results.matches, field);
    results.sorted.set(sortKey, sorted);
  }
  const countPages = Math.ceil(sorted.length / HOTELS_PER_PAGE);
  const currentPage = countPages === 0 ? 1 : paginationClamp(filters.pagination.currentPage, countPages);
  const start = (currentPage - 1) * HOTELS_PER_PAGE;
  return { matches: sorted, page: sorted.slice(start, start + HOTELS_PER_PAGE), currentPage, countPages };
};
