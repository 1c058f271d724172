import { translate } from "@travesia/core";
import { CATALOG_AMENITIES } from "./catalogs.js";
import { dayNumber } from "./days.js";
import { inventoryCityZones } from "./hotels.js";
import type { PlaceCity, PlaceName } from "./places.js";
import { chance, intBetween, pick, rngFor, sample } from "./prng.js";

/** A holiday house or apartment. */
export interface InventoryHouse {
  /** `hotelDetailId`-style id: `9` + city index (3 digits) + position (3 digits). */
  readonly id: string;
  readonly cityCode: string;
  readonly name: string;
  readonly kind: "house" | "apartment" | "cabin" | "villa";
  readonly bedrooms: number;
  readonly bathrooms: number;
  readonly maxGuests: number;
  readonly areaM2: number;
  readonly zone: string;
  readonly address: readonly string[];
  readonly lat: number;
  readonly lng: number;
  readonly amenities: readonly string[];
  readonly imageCount: number;
  readonly description: PlaceName;
  readonly minimumNights: number;
  /** Per night, US cents. */
  readonly nightlyUsdMinor: number;
  /** Cleaning fee per stay, US cents. */
  readonly cleaningUsdMinor: number;
  readonly rating: number;
}

const KIND_NAMES = { house: "Casa", apartment: "Departamento", cabin: "Cabaña", villa: "Villa" } as const;
const WORDS = [
  "del Lago",
  "del Mar",
  "Las Acacias",
  "El Mirador",
  "Los Pinos",
  "La Escondida",
  "Sol y Arena",
  "Bellavista",
  "Del Bosque",
  "Las Gaviotas",
];

/** How many holiday houses a city has (beach and mountain destinations have more). */
const houseCount = (seed: number, city: PlaceCity) =>
  intBetween(
    rngFor(seed, "house-count", city.code),
    city.beach ? 20 : 5,
    city.size === "mega" ? 150 : city.beach ? 80 : 30,
  );

/** Every holiday house of a city, deterministic per seed. */
export const inventoryCityHouses = (seed: number, city: PlaceCity, cityIndex: number): InventoryHouse[] => {
  const rng = rngFor(seed, "houses", city.code);
  const zones = inventoryCityZones(seed, city);
  const count = houseCount(seed, city);
  const houses: InventoryHouse[] = [];
  for (let position = 0; position < count; position++) {
    const kind = pick(rng, ["house", "apartment", "apartment", "cabin", "villa"] as const);
    const bedrooms = intBetween(rng, kind === "apartment" ? 0 : 1, kind === "villa" ? 6 : 4);
    const zone = pick(rng, zones);
    const name = `${KIND_NAMES[kind]} ${pick(rng, WORDS)} ${position + 1}`;
    houses.push({
      id: `9${String(cityIndex).padStart(3, "0")}${String(position).padStart(3, "0")}`,
      cityCode: city.code,
      name,
      kind,
      bedrooms,
      bathrooms: Math.max(1, Math.ceil(bedrooms / 2)),
      maxGuests: Math.max(2, bedrooms * 2 + (chance(rng, 0.5) ? 1 : 0)),
      areaM2: 30 + bedrooms * intBetween(rng, 18, 35),
      zone: zone.name,
      address: [`Lote ${intBetween(rng, 1, 400)}`, zone.name, city.name.es],
      lat: Math.round((zone.lat + (rng() - 0.5) * 0.03) * 1e5) / 1e5,
      lng: Math.round((zone.lng + (rng() - 0.5) * 0.03) * 1e5) / 1e5,
      amenities: sample(rng, CATALOG_AMENITIES, intBetween(rng, 2, 7)).map((amenity) => amenity.code),
      imageCount: intBetween(rng, 3, 6),
      description: {
        es: `${name}: ${translate("es", "house.bedrooms", { count: bedrooms })} en ${zone.name}, ideal para familias.`,
        en: `${name}: ${translate("en", "house.bedrooms", { count: bedrooms })} in ${zone.name}, ideal for families.`,
        pt: `${name}: ${translate("pt", "house.bedrooms", { count: bedrooms })} em ${zone.name}, ideal para famílias.`,
      },
      minimumNights: pick(rng, [1, 2, 3, 7]),
      nightlyUsdMinor: Math.round((4_000 + bedrooms * 2_500) * (0.8 + rng() * 0.8)),
      cleaningUsdMinor: intBetween(rng, 2, 8) * 1_000,
      rating: Math.round((3 + rng() * 2) * 10) / 10,
    });
  }
  return houses;
};

/** The price of a house stay in US cents (rounded once), or undefined when the stay is below its minimum nights. */
export const inventoryHouseStayUsdMinor = (
  house: InventoryHouse,
  checkIn: string,
  checkOut: string,
): number | undefined => {
  const nights = dayNumber(checkOut) - dayNumber(checkIn);
  if (nights < house.minimumNights) return undefined;
  const month = Number(checkIn.slice(5, 7));
  const season = [1, 2, 7, 12].includes(month) ? 1.3 : 1;
  return Math.round(house.nightlyUsdMinor * nights * season + house.cleaningUsdMinor);
};
