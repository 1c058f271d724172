import { type AdminCustomText, type AdminTextVariant, CATALOGS, type Language } from "@travesia/core";
import { savedCustomTexts } from "../db/customTextStore.js";
import type { DemoDb } from "../db/openDemoDb.js";

// The language variants' custom texts (spec 000 §3 "custom variants with overwrite"): the seed's, with what the back
// office saved over them, read from SQLite on every request so that a saved text shows on the next page load.

/** The demo's regional variants and their seed texts; the overwrites only name keys core's catalogs hold. */
const SEED_VARIANTS = [
  { id: "es-AR", base: "es", name: "Español (Argentina)", overwrite: { "home.title": "Encontrá tu próximo viaje" } },
  { id: "es-ES", base: "es", name: "Español (España)", overwrite: { "home.title": "Encuentra tu próximo viaje" } },
  { id: "pt-BR", base: "pt", name: "Português (Brasil)", overwrite: { "home.title": "Encontre sua próxima viagem" } },
] as const satisfies readonly (AdminTextVariant & { base: Language; overwrite: Readonly<Record<string, string>> })[];

/** A variant as the portal reads it: its base language and every text it overwrites. */
export interface CurrentVariant extends AdminTextVariant {
  readonly base: Language;
  readonly overwrite: Readonly<Record<string, string>>;
}

const catalogOf = (language: Language): Readonly<Record<string, string>> => CATALOGS[language];

/** A variant's current texts: the seed's and the saved ones ("" removes a text, giving the catalog's own back). */
const currentOf = (db: DemoDb, seed: (typeof SEED_VARIANTS)[number]): CurrentVariant => {
  const catalog = catalogOf(seed.base);
  const texts = new Map<string, string>(Object.entries(seed.overwrite));
  for (const [key, text] of savedCustomTexts(db, seed.id)) texts.set(key, text);
  const overwrite = Object.fromEntries([...texts].filter(([key, text]) => text !== "" && Object.hasOwn(catalog, key)));
  return { id: seed.id, name: seed.name, base: seed.base, overwrite };
};

/** Every variant, as configured now. */
export const currentVariants = (db: DemoDb): CurrentVariant[] => SEED_VARIANTS.map((seed) => currentOf(db, seed));

/** One variant (id compared as written), as configured now. */
export const currentVariant = (db: DemoDb, id: string): CurrentVariant | undefined => {
  const seed = SEED_VARIANTS.find((known) => known.id === id);
  return seed === undefined ? undefined : currentOf(db, seed);
};

/** The catalog text of a key in a variant's base language, if the catalog holds the key. */
export const catalogText = (variant: CurrentVariant, key: string): string | undefined => {
  const catalog = catalogOf(variant.base);
  return Object.hasOwn(catalog, key) ? catalog[key] : undefined;
};

const folded = (text: string) => text.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase();

/** How many texts a search answers at most. */
const SEARCH_LIMIT = 20;

/**
 * A variant's texts for the back office: with a search of 2 or more characters, the first 20 keys whose key or
 * catalog text holds it (accents and case ignored); without one, the texts it customises.
 */
export const variantTexts = (variant: CurrentVariant, search: string): AdminCustomText[] => {
  const catalog = catalogOf(variant.base);
  const term = folded(search.trim());
  const keys =
    term.length < 2
      ? Object.keys(variant.overwrite).sort()
      : Object.keys(catalog)
          .filter((key) => folded(key).includes(term) || folded(catalog[key] ?? "").includes(term))
          .slice(0, SEARCH_LIMIT);
  return keys.map((key) => ({ key, base: catalog[key] ?? "", text: variant.overwrite[key] ?? "" }));
};
