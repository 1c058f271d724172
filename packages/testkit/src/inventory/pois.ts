import { inventoryCityZones } from "./hotels.js";
import type { PlaceCity } from "./places.js";
import { intBetween, pick, rngFor } from "./prng.js";

/** A point of interest. Spec 000 §3: "Place of interest: id, description, geo latitude/longitude, vicinity, types." */
export interface InventoryPoi {
  readonly id: string;
  readonly description: string;
  readonly geo: { readonly latitude: number; readonly longitude: number };
  readonly vicinity: string;
  readonly types: readonly string[];
}

const KINDS = [
  ["Museo de Arte", "museum"],
  ["Plaza Central", "park"],
  ["Catedral", "church"],
  ["Parque Municipal", "park"],
  ["Centro de Convenciones", "point_of_interest"],
  ["Mercado Central", "shopping_mall"],
  ["Teatro Municipal", "point_of_interest"],
  ["Estadio", "stadium"],
  ["Jardín Botánico", "park"],
  ["Mirador", "tourist_attraction"],
] as const;

/**
 * Points of interest of a city: its airports (real, from `places.ts`) and generated landmarks placed in its zones.
 */
export const inventoryCityPois = (seed: number, city: PlaceCity): InventoryPoi[] => {
  const rng = rngFor(seed, "pois", city.code);
  const zones = inventoryCityZones(seed, city);
  const pois: InventoryPoi[] = city.airports.map((airport) => ({
    id: `POI-${airport.iata}`,
    description: airport.name,
    geo: { latitude: airport.lat, longitude: airport.lng },
    vicinity: city.name.es,
    types: [airport.kind === "station" ? "train_station" : "airport"],
  }));
  const kinds = city.beach ? [...KINDS, ["Playa principal", "natural_feature"] as const] : KINDS;
  const count = intBetween(rng, 4, kinds.length);
  for (let index = 0; index < count; index++) {
    const [name, type] = kinds[index] ?? KINDS[0];
    const zone = pick(rng, zones);
    pois.push({
      id: `POI-${city.code}-${index}`,
      description: `${name} de ${city.name.es}`,
      geo: {
        latitude: Math.round((zone.lat + (rng() - 0.5) * 0.02) * 1e5) / 1e5,
        longitude: Math.round((zone.lng + (rng() - 0.5) * 0.02) * 1e5) / 1e5,
      },
      vicinity: `${zone.name}, ${city.name.es}`,
      types: [type, "point_of_interest"],
    });
  }
  return pois;
};
