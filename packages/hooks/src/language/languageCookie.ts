import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from "@travesia/core";

/** Spec 000 §3: "cookie ml (language)". RULE TO MOVE TO CORE (locale) once core exports the cookie rules. */
export const LANGUAGE_COOKIE = "ml";

/** Spec 000 §4: "cookie expiry one year". */
export const LANGUAGE_COOKIE_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

/**
 * The language of a cookie or page tag: a regional variant (`es-AR`, `pt_BR`) counts as its language.
 * Spec 000 §4: "Language comes from cookie ml, defaulting to the page language or es".
 *
 * @example languageFromTags("pt-BR", "es") // "pt"; languageFromTags(undefined, "xx") // "es"
 */
export const languageFromTags = (cookie: string | undefined, page?: string): Language => {
  const read = (tag: string | undefined): Language | undefined => {
    const base = tag?.trim().toLowerCase().split(/[-_]/)[0];
    return LANGUAGES.find((language) => language === base);
  };
  return read(cookie) ?? read(page) ?? DEFAULT_LANGUAGE;
};
