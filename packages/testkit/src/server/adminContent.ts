import {
  type AdminAirline,
  type AdminPoi,
  airlineName,
  currentPois,
  type HomeList,
  type HomeListItem,
  POI_TYPES,
  type PoiType,
  type StoredPoi,
  storedPoiOf,
  validateHomeList,
} from "@travesia/core";
import { Result } from "effect";
import type { Context } from "hono";
import { contentKindOf, contentValue, contentValues, saveContent } from "../db/adminContentStore.js";
import type { DemoDb } from "../db/openDemoDb.js";
import type { StoredAuditEntry } from "../db/portalSettingsStore.js";
import { CARRIERS } from "../inventory/carriers.js";
import type { Inventory } from "../inventory/inventory.js";
import type { InventoryPoi } from "../inventory/pois.js";
import { undoStoredText } from "./adminReplies.js";
import type { DemoEnv } from "./context.js";

// The portal's content as the back office left it: the POI lookup, the flight replies' airline names and the home's
// hotel lists read it here, from SQLite, on every request, so a change shows on the next page load.

const typeOf = (types: readonly string[]): PoiType =>
  POI_TYPES.find((type) => type !== "point_of_interest" && types.includes(type)) ?? "point_of_interest";

/** A seed POI as the back office edits it. */
const adminPoiOf = (city: string, poi: InventoryPoi): AdminPoi => ({
  id: poi.id,
  city,
  description: poi.description,
  latitude: poi.geo.latitude,
  longitude: poi.geo.longitude,
  vicinity: poi.vicinity,
  type: typeOf(poi.types),
});

const inventoryPoiOf = (poi: AdminPoi): InventoryPoi => ({
  id: poi.id,
  description: poi.description,
  geo: { latitude: poi.latitude, longitude: poi.longitude },
  vicinity: poi.vicinity,
  types: poi.type === "point_of_interest" ? [poi.type] : [poi.type, "point_of_interest"],
});

/** Every POI the back office saved (edits, additions, removals), by id. */
const storedPois = (db: DemoDb): ReadonlyMap<string, StoredPoi> =>
  new Map(
    [...contentValues(db, "poi")].flatMap(([id, value]) => {
      const poi = storedPoiOf(value);
      return poi === undefined ? [] : [[id, poi] as const];
    }),
  );

/** A city's POIs as the back office lists them: the seed's with the saved edits, removals and additions. */
export const adminCityPois = (db: DemoDb, inventory: Inventory, city: string): AdminPoi[] =>
  currentPois(
    inventory.poisOf(city).map((poi) => adminPoiOf(city, poi)),
    storedPois(db),
    city,
  );

/** A city's POIs as the portal's lookup shows them: the back office's, less those the index refused. */
export const cityPois = (db: DemoDb, inventory: Inventory, city: string): InventoryPoi[] => {
  const unindexed = contentValues(db, "poiUnindexed");
  return adminCityPois(db, inventory, city)
    .filter((poi) => !unindexed.has(poi.id))
    .map(inventoryPoiOf);
};

/** The airline names an administrator changed, by carrier code (what the flight replies show instead). */
export const savedAirlineNames = (db: DemoDb): Readonly<Record<string, string>> =>
  Object.fromEntries([...contentValues(db, "airline")].filter(([code]) => CARRIERS.some((c) => c.code === code)));

/** The airline logos an administrator uploaded (their addresses), by carrier code. */
export const savedAirlineLogos = (db: DemoDb): Readonly<Record<string, string>> =>
  Object.fromEntries(contentValues(db, "airlineLogo"));

/** The airlines the portal sells (those with a hub), with their names and logos as the back office left them. */
export const adminAirlines = (db: DemoDb): AdminAirline[] => {
  const names = savedAirlineNames(db);
  const logos = savedAirlineLogos(db);
  return CARRIERS.filter((carrier) => carrier.hubs.length > 0).map((carrier) => ({
    carrierId: carrier.code,
    name: airlineName(carrier.name, names[carrier.code]),
    seedName: carrier.name,
    logo: logos[carrier.code] ?? "",
  }));
};

/** The markets whose hotels the home lists hold before any administrator changed them. */
const MARKET_CITIES = ["BUE", "RIO", "MAD", "CUN", "MIA", "PUJ", "BRC", "FLN", "NYC", "PDP", "SCL", "LIS"];

/** The seed's home list: per market, a 4-star-or-more hotel on offer (promotions) or top recommended (recommended). */
const seedHomeList = (inventory: Inventory, list: HomeList): HomeListItem[] =>
  MARKET_CITIES.flatMap((code) => {
    const hotels = inventory.hotelsOf(code);
    const pick =
      list === "promotions"
        ? hotels.find((hotel) => hotel.hasOffer && hotel.stars >= 4)
        : hotels.find((hotel) => hotel.recommendation === 5 && hotel.stars >= 4);
    return pick === undefined ? [] : [{ hotelId: pick.id, title: pick.name }];
  });

/** A home list as the home shows it: the saved one (in its order), else the seed's. */
export const currentHomeList = (db: DemoDb, inventory: Inventory, list: HomeList): readonly HomeListItem[] => {
  const saved = contentValue(db, "home", list);
  if (saved === "") return seedHomeList(inventory, list);
  let parsed: unknown;
  try {
    parsed = JSON.parse(saved);
  } catch {
    return seedHomeList(inventory, list);
  }
  const items = validateHomeList({ items: parsed });
  return Result.isSuccess(items) ? items.success : seedHomeList(inventory, list);
};

/**
 * Undoes a content entry (a POI, an airline's name or logo, a home list or background): the value back to what it was, recorded as a
 * change of its own, or refused (409) when it was undone already or changed since. Undefined for another module.
 */
export const undoContent = (c: Context<DemoEnv>, entry: StoredAuditEntry, id: number) => {
  const kind = contentKindOf(entry.module, entry.field);
  if (kind === undefined || kind === "poiUnindexed") return undefined;
  const db = c.get("demo").db;
  return undoStoredText(c, entry, id, {
    current: contentValue(db, kind, entry.target),
    base: "",
    save: (change, author, undoOf) => saveContent(db, kind, entry.target, change.after, author, undoOf),
  });
};
