import { type InventoryBundle, inventoryCityBundles } from "./bundles.js";
import { type InventoryFlightQuery, type InventoryFlightSolution, inventoryFlightSolutions } from "./flights.js";
import {
  type InventoryRate,
  type InventoryRateFacts,
  type InventoryStay,
  inventoryHotelRateFacts,
  inventoryHotelRates,
  inventoryRateOf,
} from "./hotelRates.js";
import { generateCityHotels, type InventoryHotel, inventoryHotelIdParts } from "./hotels.js";
import { type InventoryHouse, inventoryCityHouses } from "./houses.js";
import { PLACE_CITIES, type PlaceCity, placeCity } from "./places.js";
import { type InventoryPoi, inventoryCityPois } from "./pois.js";

/** The seed used when none is given (`createDemoApi()`, `npm start`). */
export const DEFAULT_INVENTORY_SEED = 1;

/**
 * The demo world for one seed. Places are fixed facts; hotels, houses, points of interest and bundles are built
 * per city on first use and cached; rates and flights are computed per search (they depend on dates and guests)
 * from streams keyed by the seed, so the same question always gets the same answer.
 */
export interface Inventory {
  readonly seed: number;
  readonly cities: readonly PlaceCity[];
  readonly city: (code: string) => PlaceCity | undefined;
  readonly hotelsOf: (cityCode: string) => readonly InventoryHotel[];
  readonly hotel: (id: string) => InventoryHotel | undefined;
  readonly ratesOf: (hotel: InventoryHotel, stay: InventoryStay) => readonly InventoryRate[];
  /**
   * What a search filters on for each of `ratesOf`'s rates, same order, prices also in `currency`; built without
   * ids and texts (not cached: the search caches what it builds from them).
   */
  readonly rateFactsOf: (hotel: InventoryHotel, stay: InventoryStay, currency: string) => readonly InventoryRateFacts[];
  readonly rate: (hotel: InventoryHotel, stay: InventoryStay, index: number) => InventoryRate | undefined;
  readonly housesOf: (cityCode: string) => readonly InventoryHouse[];
  readonly house: (id: string) => InventoryHouse | undefined;
  readonly poisOf: (cityCode: string) => readonly InventoryPoi[];
  readonly bundlesOf: (cityCode: string, today: string) => readonly InventoryBundle[];
  readonly flights: (query: InventoryFlightQuery) => readonly InventoryFlightSolution[];
}

const memo = <V>(cache: Map<string, V>, key: string, build: () => V): V => {
  const found = cache.get(key);
  if (found !== undefined) return found;
  const value = build();
  cache.set(key, value);
  return value;
};

/** Rates and flights are small but asked for again by pagination and detail calls: keep the most recent ones. */
const boundedMemo = <V>(cache: Map<string, V>, limit: number, key: string, build: () => V): V => {
  const found = cache.get(key);
  if (found !== undefined) return found;
  const value = build();
  if (cache.size >= limit) cache.delete(cache.keys().next().value as string);
  cache.set(key, value);
  return value;
};

/**
 * A bounded cache that forgets the least recently used entries, a tenth at a time. Deleting one oldest entry per
 * insert from a full `Map` leaves deleted slots at its front that every later `keys().next()` walks over again
 * (V8 compacts them only on rehash), which made a full rates cache cost more than the rates themselves.
 */
const lruMemo = <V>(cache: Map<string, V>, limit: number, key: string, build: () => V): V => {
  const found = cache.get(key);
  if (found !== undefined) {
    cache.delete(key);
    cache.set(key, found);
    return found;
  }
  const value = build();
  if (cache.size >= limit) {
    let evict = Math.max(1, Math.floor(limit / 10));
    for (const oldest of cache.keys()) {
      if (evict-- === 0) break;
      cache.delete(oldest);
    }
  }
  cache.set(key, value);
  return value;
};

/** Hotel-stays whose full rates are kept (searches build full rates only for the hotels on their page). */
const RATES_CACHE_LIMIT = 20_000;

/**
 * Builds the demo world for a seed. Cheap: nothing is generated until asked for.
 *
 * @example const world = createInventory(7); world.hotelsOf("BUE").length // 1,000+ on every run with seed 7
 */
export const createInventory = (seed: number = DEFAULT_INVENTORY_SEED): Inventory => {
  const cityIndex = new Map(PLACE_CITIES.map((city, index) => [city.code, index]));
  const hotels = new Map<string, InventoryHotel[]>();
  const houses = new Map<string, InventoryHouse[]>();
  const pois = new Map<string, InventoryPoi[]>();
  const bundles = new Map<string, InventoryBundle[]>();
  const rates = new Map<string, InventoryRate[]>();
  const flights = new Map<string, InventoryFlightSolution[]>();
  const hotelsOf = (cityCode: string): InventoryHotel[] => {
    const city = placeCity(cityCode);
    const index = cityIndex.get(cityCode);
    if (city === undefined || index === undefined) return [];
    return memo(hotels, cityCode, () => generateCityHotels(seed, city, index));
  };
  const housesOf = (cityCode: string): InventoryHouse[] => {
    const city = placeCity(cityCode);
    const index = cityIndex.get(cityCode);
    if (city === undefined || index === undefined) return [];
    return memo(houses, cityCode, () => inventoryCityHouses(seed, city, index));
  };
  const ratesOf = (hotel: InventoryHotel, stay: InventoryStay) => {
    const city = placeCity(hotel.cityCode) as PlaceCity;
    const key = `${hotel.id}|${stay.checkIn}|${stay.checkOut}|${JSON.stringify(stay.rooms)}`;
    return lruMemo(rates, RATES_CACHE_LIMIT, key, () => inventoryHotelRates(seed, hotel, city, stay));
  };
  return {
    seed,
    cities: PLACE_CITIES,
    city: placeCity,
    hotelsOf,
    hotel: (id) => {
      const parts = inventoryHotelIdParts(id);
      const city = parts === undefined ? undefined : PLACE_CITIES[parts.cityIndex];
      if (parts === undefined || city === undefined) return undefined;
      const found = hotelsOf(city.code)[parts.position];
      return found?.id === id ? found : undefined;
    },
    ratesOf,
    rateFactsOf: (hotel, stay, currency) =>
      inventoryHotelRateFacts(seed, hotel, placeCity(hotel.cityCode) as PlaceCity, stay, currency),
    rate: (hotel, stay, index) => inventoryRateOf(seed, hotel, placeCity(hotel.cityCode) as PlaceCity, stay, index),
    housesOf,
    house: (id) => {
      if (!/^9\d{6}$/.test(id)) return undefined;
      const city = PLACE_CITIES[Number(id.slice(1, 4))];
      return city === undefined ? undefined : housesOf(city.code)[Number(id.slice(4))];
    },
    poisOf: (cityCode) => {
      const city = placeCity(cityCode);
      return city === undefined ? [] : memo(pois, cityCode, () => inventoryCityPois(seed, city));
    },
    bundlesOf: (cityCode, today) => {
      const city = placeCity(cityCode);
      return city === undefined
        ? []
        : memo(bundles, `${cityCode}|${today.slice(0, 7)}`, () => inventoryCityBundles(seed, city, today));
    },
    flights: (query) => boundedMemo(flights, 200, JSON.stringify(query), () => inventoryFlightSolutions(seed, query)),
  };
};
