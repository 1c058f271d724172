import { translate } from "@travesia/core";
import {
  CATALOG_AMENITIES,
  CATALOG_CHAINS,
  CATALOG_CITY_ZONES,
  CATALOG_GENERIC_ZONES,
  CATALOG_NAME_KINDS,
  CATALOG_NAME_WORDS,
  CATALOG_STREETS,
  CATALOG_SUPPLIERS,
  catalogStreetLanguage,
} from "./catalogs.js";
import { PLACE_COUNTRIES, type PlaceCity, type PlaceName } from "./places.js";
import { chance, intBetween, pick, type Rng, rngFor, sample } from "./prng.js";

/** A zone of a city (zones filter). */
export interface InventoryZone {
  readonly code: string;
  readonly name: string;
  readonly lat: number;
  readonly lng: number;
}

/** A generated hotel: everything about it that does not depend on a stay. */
export interface InventoryHotel {
  /** `hotelDetailId`: city index × 10,000 + 100,000 + position, so the city is known from the id alone. */
  readonly id: string;
  readonly cityCode: string;
  readonly name: string;
  /** Stars 1–5. */
  readonly stars: number;
  readonly chain: { readonly code: string; readonly name: string } | null;
  readonly zone: InventoryZone;
  /** Address parts: street and number, zone, city and postcode, country. */
  readonly address: readonly string[];
  readonly lat: number;
  readonly lng: number;
  /** Amenity codes (see `CATALOG_AMENITIES`). */
  readonly amenities: readonly string[];
  /** How many images the hotel has (served under `/images/hotels/{id}/{n}.jpg`). */
  readonly imageCount: number;
  /** Descriptions per language; some hold HTML on purpose (views sanitise it). */
  readonly description: PlaceName;
  readonly review: {
    readonly locationId: string;
    /** 1–5 in steps of 0.5. */
    readonly rating: number;
    readonly reviews: number;
  };
  /** Spec 001 §4: 2 not recommended, 3 little recommended, 4 recommended, 5 very recommended. */
  readonly recommendation: 2 | 3 | 4 | 5;
  /** Supplier codes that sell this hotel. */
  readonly suppliers: readonly string[];
  /** Reference price of a standard double room, room only, per night, in US cents. */
  readonly basePriceUsdMinor: number;
  /** Whether the hotel is in the favourites of the demo visitor (spec 001 §3 `favourite`). */
  readonly favourite: boolean;
  /** Whether the hotel carries a promotion (offers filter). */
  readonly hasOffer: boolean;
  /** The supplier-side hotel code (`hotel`) and the omni code (`omniCode`). */
  readonly supplierHotelCode: string;
  readonly omniCode: string;
}

const HOTEL_ID_BASE = 100_000;
const HOTEL_ID_PER_CITY = 10_000;

/** The hotel id for a city index and position. */
const inventoryHotelId = (cityIndex: number, position: number): string =>
  String(HOTEL_ID_BASE + cityIndex * HOTEL_ID_PER_CITY + position);

/** Reads a hotel id back into its city index and position; undefined when it is not one of ours. */
export const inventoryHotelIdParts = (id: string): { cityIndex: number; position: number } | undefined => {
  if (!/^\d{6,7}$/.test(id)) return undefined;
  const value = Number(id) - HOTEL_ID_BASE;
  if (value < 0) return undefined;
  return { cityIndex: Math.floor(value / HOTEL_ID_PER_CITY), position: value % HOTEL_ID_PER_CITY };
};

const HOTEL_COUNT: Record<PlaceCity["size"], readonly [number, number]> = {
  mega: [1000, 1400],
  large: [200, 450],
  medium: [60, 180],
  small: [15, 60],
};

/** How many hotels a city has under a seed. */
export const inventoryHotelCount = (seed: number, city: PlaceCity): number => {
  const [min, max] = HOTEL_COUNT[city.size];
  return intBetween(rngFor(seed, "hotel-count", city.code), min, max);
};

/** Price level of a region, in US cents for a 3-star double per night. */
const REGION_PRICE: Record<PlaceCity["region"], number> = {
  AR: 7_000,
  SA: 8_500,
  BR: 8_000,
  ES: 11_000,
  NA: 17_000,
  CB: 14_000,
  EU: 13_000,
  WW: 12_000,
};

const STAR_FACTOR = [0, 0.45, 0.65, 1, 1.6, 2.6] as const;

const slug = (text: string) =>
  text
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toUpperCase()
    .replace(/[^A-Z0-9]+/g, "")
    .slice(0, 6);

/** The zones of a city, each placed around the centre. */
export const inventoryCityZones = (seed: number, city: PlaceCity): InventoryZone[] => {
  const rng = rngFor(seed, "zones", city.code);
  const names =
    CATALOG_CITY_ZONES[city.code] ?? (city.beach ? CATALOG_GENERIC_ZONES.beach : CATALOG_GENERIC_ZONES.city);
  return names.map((name, index) => ({
    code: `${city.code}-${slug(name)}${index}`,
    name,
    lat: round5(city.lat + (rng() - 0.5) * 0.08),
    lng: round5(city.lng + (rng() - 0.5) * 0.08),
  }));
};

const round5 = (value: number) => Math.round(value * 1e5) / 1e5;

const starsFor = (rng: Rng): number => {
  const roll = rng();
  return roll < 0.05 ? 1 : roll < 0.2 ? 2 : roll < 0.55 ? 3 : roll < 0.85 ? 4 : 5;
};

const descriptionFor = (rng: Rng, name: string, city: PlaceCity, zone: string, stars: number): PlaceName => {
  const html = chance(rng, 0.4);
  const es = `${name} es un hotel de ${translate("es", "hotel.stars", { count: stars })} en ${zone}, ${city.name.es}.`;
  const en = `${name} is a ${stars}-star hotel in ${zone}, ${city.name.en}.`;
  const pt = `${name} é um hotel de ${translate("pt", "hotel.stars", { count: stars })} em ${zone}, ${city.name.pt}.`;
  if (!html) {
    return {
      es: `${es} Habitaciones cómodas, atención cordial y una ubicación ideal para recorrer la ciudad.`,
      en: `${en} Comfortable rooms, friendly service and a great base to explore the city.`,
      pt: `${pt} Quartos confortáveis, atendimento cordial e ótima localização para conhecer a cidade.`,
    };
  }
  return {
    es: `<p><strong>${name}</strong></p><p>${es}</p><ul><li>Check-in desde las 15:00</li><li>Check-out hasta las 11:00</li></ul>`,
    en: `<p><strong>${name}</strong></p><p>${en}</p><ul><li>Check-in from 3 pm</li><li>Check-out until 11 am</li></ul>`,
    pt: `<p><strong>${name}</strong></p><p>${pt}</p><ul><li>Check-in a partir das 15h</li><li>Check-out até as 11h</li></ul>`,
  };
};

/**
 * Builds every hotel of one city. Deterministic: the same seed and city give the same list. Called lazily by the
 * inventory (a city's hotels are built on first use and cached), never at import time.
 */
export const generateCityHotels = (seed: number, city: PlaceCity, cityIndex: number): InventoryHotel[] => {
  const rng = rngFor(seed, "hotels", city.code);
  const count = inventoryHotelCount(seed, city);
  const zones = inventoryCityZones(seed, city);
  const kinds = city.beach ? CATALOG_NAME_KINDS.beach : CATALOG_NAME_KINDS.city;
  const streets = CATALOG_STREETS[catalogStreetLanguage(city.country)];
  const country = PLACE_COUNTRIES[city.country]?.es ?? city.country;
  const used = new Set<string>();
  const hotels: InventoryHotel[] = [];
  for (let position = 0; position < count; position++) {
    const stars = starsFor(rng);
    const zone = pick(rng, zones);
    const chain = chance(rng, 0.35) ? pick(rng, CATALOG_CHAINS) : null;
    const base = `${chain === null ? "" : `${chain.name.split(" ")[0]} `}${pick(rng, CATALOG_NAME_WORDS)} ${pick(rng, kinds)}`;
    let name = base;
    if (used.has(name)) name = `${base} ${zone.name}`;
    for (let suffix = 2; used.has(name); suffix++) name = `${base} ${zone.name} ${suffix}`;
    used.add(name);
    const amenityPool = CATALOG_AMENITIES.filter((amenity) => city.beach || amenity.code !== "BEACH");
    const amenities = sample(rng, amenityPool, intBetween(rng, 2, 4 + stars * 2)).map((amenity) => amenity.code);
    if (stars >= 3 && !amenities.includes("WIFI")) amenities.unshift("WIFI");
    const review = Math.min(5, Math.max(1, Math.round((stars * 0.5 + 1.5 + rng() * 2) * 2) / 2));
    const recommendation = review >= 4.5 ? 5 : review >= 3.5 ? 4 : review >= 2.5 ? 3 : 2;
    const suppliers = sample(rng, CATALOG_SUPPLIERS, intBetween(rng, 1, 4)).map((supplier) => supplier.code);
    const variance = 0.75 + rng() * 0.6;
    const basePriceUsdMinor = Math.round(REGION_PRICE[city.region] * STAR_FACTOR[stars as 1] * variance);
    const id = inventoryHotelId(cityIndex, position);
    hotels.push({
      id,
      cityCode: city.code,
      name,
      stars,
      chain,
      zone,
      address: [
        `${pick(rng, streets)} ${intBetween(rng, 1, 3999)}`,
        zone.name,
        `${city.name.es} ${intBetween(rng, 1000, 99999)}`,
        country,
      ],
      lat: round5(zone.lat + (rng() - 0.5) * 0.03),
      lng: round5(zone.lng + (rng() - 0.5) * 0.03),
      amenities,
      imageCount: intBetween(rng, 3, 8),
      description: descriptionFor(rng, name, city, zone.name, stars),
      review: { locationId: String(1_000_000 + Number(id)), rating: review, reviews: intBetween(rng, 3, 6000) },
      recommendation,
      suppliers,
      basePriceUsdMinor,
      favourite: chance(rng, 0.04),
      hasOffer: chance(rng, 0.22),
      supplierHotelCode: `${suppliers[0] ?? "TVD"}${intBetween(rng, 10000, 99999)}`,
      omniCode: `OMNI${id}`,
    });
  }
  return hotels;
};
