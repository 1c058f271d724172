import { addDays } from "./days.js";
import type { PlaceCity } from "./places.js";
import { intBetween, pick, rngFor, sample } from "./prng.js";

/** A theme of dynamic vacation bundles. Spec 002 §3: "Theme (tematic): id, name". */
export interface InventoryTematic {
  readonly id: number;
  /** The name in each language the demo API answers in (the request's `ml` cookie). */
  readonly name: { readonly es: string; readonly en: string; readonly pt: string };
}

/** The demo themes; tile images are served at `img/paquetes/{id}.jpg` (spec 002 §2). */
export const INVENTORY_TEMATICS: readonly InventoryTematic[] = [
  { id: 1, name: { es: "Playas", en: "Beaches", pt: "Praias" } },
  { id: 2, name: { es: "Nieve", en: "Snow", pt: "Neve" } },
  { id: 3, name: { es: "Aventura", en: "Adventure", pt: "Aventura" } },
  { id: 4, name: { es: "Ciudades", en: "Cities", pt: "Cidades" } },
  { id: 5, name: { es: "Luna de miel", en: "Honeymoon", pt: "Lua de mel" } },
  { id: 6, name: { es: "En familia", en: "Family", pt: "Em família" } },
  { id: 7, name: { es: "Cultura e historia", en: "Culture and history", pt: "Cultura e história" } },
];

const NIGHTS = { es: "noches", en: "nights", pt: "noites" } as const;

/**
 * A bundle's title in a language, as the supplier writes it: the city's name and the nights
 * (`Cartagena de Indias: 4 noches`, `Cartagena de Indias: 4 nights`).
 */
export const inventoryBundleTitle = (
  city: PlaceCity,
  nights: number,
  language: keyof InventoryTematic["name"],
): string => `${city.name[language]}: ${nights} ${NIGHTS[language]}`;

const MONTHS_ES = [
  "Enero",
  "Febrero",
  "Marzo",
  "Abril",
  "Mayo",
  "Junio",
  "Julio",
  "Agosto",
  "Septiembre",
  "Octubre",
  "Noviembre",
  "Diciembre",
];

/** A month option of the bundle form: id `YYYY-MM`, name `Marzo 2027`. */
export interface InventoryMonth {
  readonly id: string;
  readonly name: string;
}

/** The next 12 months from today. */
export const inventoryBundleMonths = (today: string): InventoryMonth[] => {
  const year = Number(today.slice(0, 4));
  const month = Number(today.slice(5, 7)) - 1;
  return Array.from({ length: 12 }, (_, offset) => {
    const index = month + offset;
    const y = year + Math.floor(index / 12);
    const m = index % 12;
    return { id: `${y}-${String(m + 1).padStart(2, "0")}`, name: `${MONTHS_ES[m]} ${y}` };
  });
};

/** Themes a city fits. */
const cityTematics = (city: PlaceCity): number[] => {
  const ids: number[] = [];
  if (city.beach) ids.push(1, 5);
  if (["BRC", "USH", "CPC", "EQS", "DEN", "ZRH", "GVA", "PUQ"].includes(city.code)) ids.push(2, 3);
  if (city.size === "mega" || city.size === "large") ids.push(4);
  if (city.region === "EU" || ["CUZ", "MEX", "CAI", "ROM"].includes(city.code)) ids.push(7);
  if (["ORL", "CUN", "PUJ", "MIA", "FLN"].includes(city.code) || city.beach) ids.push(6);
  if (["FTE", "IGR", "SLA", "GPS", "IPC", "CJC", "MDZ"].includes(city.code)) ids.push(3);
  return [...new Set(ids.length > 0 ? ids : [4])];
};

/** A themed vacation bundle: a destination, nights and the months it departs. */
export interface InventoryBundle {
  readonly id: string;
  readonly cityCode: string;
  readonly title: string;
  readonly tematicIds: readonly number[];
  readonly monthIds: readonly string[];
  readonly nights: number;
  /** Lowest price per person, US cents. */
  readonly fromUsdMinor: number;
  readonly starred: boolean;
}

/** Bundles of a city over the next 12 months, deterministic per seed. */
export const inventoryCityBundles = (seed: number, city: PlaceCity, today: string): InventoryBundle[] => {
  const rng = rngFor(seed, "bundles", city.code, today.slice(0, 7));
  const months = inventoryBundleMonths(today);
  const count = city.size === "small" ? intBetween(rng, 0, 1) : intBetween(rng, 1, 3);
  return Array.from({ length: count }, (_, index) => {
    const nights = pick(rng, [3, 4, 5, 7, 10]);
    const themes = cityTematics(city);
    return {
      id: `B${city.code}${index}`,
      cityCode: city.code,
      title: inventoryBundleTitle(city, nights, "es"),
      tematicIds: sample(rng, themes, intBetween(rng, 1, themes.length)),
      monthIds: sample(rng, months, intBetween(rng, 3, 9)).map((month) => month.id),
      nights,
      fromUsdMinor: intBetween(rng, 40, 250) * 1_000,
      starred: rng() < 0.2,
    };
  });
};

/** The first day of a bundle month (`YYYY-MM` → `YYYY-MM-01`) shifted by `days`. */
export const bundleMonthStart = (monthId: string, days = 0): string => addDays(`${monthId}-01`, days);
