import { type Catalog, type CatalogPart, catalogEsFirst, type Language } from "@travesia/core";

const loaders: { readonly [L in Exclude<Language, "es">]: () => Promise<{ default: Catalog }> } = {
  en: () => import("./catalogEn"),
  pt: () => import("./catalogPt"),
};

const loading = new Map<Language, Promise<Catalog>>();
const loaded = new Map<Language, Catalog>();

/**
 * Spanish, as far as it is loaded: core's `catalogEsFirst` (the shell's, the home's and every page's widgets' texts)
 * from the first load; the pages' own texts are laid over it by {@link addSpanishPageTexts} when the first page
 * module arrives (app/pageModules.ts brings them), so the home's first load carries no page's texts.
 */
let spanish: Catalog | CatalogPart = catalogEsFirst;
const spanishListeners = new Set<() => void>();

/** Lays the pages' Spanish texts over the first part, once; the views below a language provider render again. */
export const addSpanishPageTexts = (pages: CatalogPart): void => {
  if (spanish !== catalogEsFirst) return;
  spanish = { ...catalogEsFirst, ...pages };
  for (const listener of spanishListeners) listener();
};

/** Calls `listener` when Spanish gains its pages' texts; returns the unsubscribe (React's `useSyncExternalStore`). */
export const subscribeSpanish = (listener: () => void): (() => void) => {
  spanishListeners.add(listener);
  return () => spanishListeners.delete(listener);
};

/** Spanish as far as it is loaded (see {@link addSpanishPageTexts}). */
export const spanishCatalog = (): Catalog | CatalogPart => spanish;

/**
 * The catalog of a language: Spanish (the default, spec 000 §4) ships in the first load, its pages' texts with the
 * first page; English and Portuguese are fetched whole once, on first use, so a visitor downloads only the language
 * they read.
 */
export const catalogFor = (language: Language): Catalog | CatalogPart | Promise<Catalog> => {
  if (language === "es") return spanish;
  const ready = loaded.get(language);
  if (ready !== undefined) return ready;
  let pending = loading.get(language);
  if (pending === undefined) {
    pending = loaders[language]().then((module) => {
      loaded.set(language, module.default);
      return module.default;
    });
    loading.set(language, pending);
  }
  return pending;
};

/** Starts (or finishes) loading a language's catalog; once it resolves, {@link catalogFor} answers synchronously. */
export const preloadCatalog = async (language: Language): Promise<Catalog | CatalogPart> => catalogFor(language);
