import { CATALOGS, type Catalog } from "./catalog.js";
import { type Language, languageOfLocale } from "./language.js";
import { withOverrides } from "./withOverrides.js";

/** The part of a custom locale (`GET /api/customLocales`, `custom[]`) that shapes its texts. */
export interface CustomLocaleTexts {
  /** The locale it derives from (`es`, `es-AR`, …); unknown bases fall back to es. */
  readonly base: string;
  /** Key-to-text replacements; unknown keys and non-string texts are ignored. */
  readonly overwrite: Readonly<Record<string, unknown>>;
}

/**
 * The language and catalog of a custom locale: its base language's catalog with the variant's texts laid over it
 * (spec 000 §3: "Locale: … enabled list plus custom variants with overwrite"; §9 "regional and custom variants").
 *
 * @example customLocaleCatalog({ base: "es-AR", overwrite: { "shell.search": "Buscá" } }).catalog["shell.search"] // "Buscá"
 */
export const customLocaleCatalog = (
  custom: CustomLocaleTexts,
): { readonly language: Language; readonly catalog: Catalog } => {
  const language = languageOfLocale(custom.base);
  return { language, catalog: withOverrides(CATALOGS[language], custom.overwrite) };
};
