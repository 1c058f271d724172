import { type Catalog, catalogEs, type Language } from "@travesia/core";

const loaders: { readonly [L in Exclude<Language, "es">]: () => Promise<{ default: Catalog }> } = {
  en: () => import("./catalogEn"),
  pt: () => import("./catalogPt"),
};

const loading = new Map<Language, Promise<Catalog>>();
const loaded = new Map<Language, Catalog>();

/**
 * The catalog of a language: Spanish (the default, spec 000 §4) ships in the first load; English and Portuguese
 * are fetched once, on first use, so a visitor downloads only the language they read.
 */
export const catalogFor = (language: Language): Catalog | Promise<Catalog> => {
  if (language === "es") return catalogEs;
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
export const preloadCatalog = async (language: Language): Promise<Catalog> => catalogFor(language);
