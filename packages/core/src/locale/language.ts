/** Languages the portal speaks (spec 000 §9): Spanish by default, English and Portuguese. */
export const LANGUAGES = ["es", "en", "pt"] as const;
export type Language = (typeof LANGUAGES)[number];

/** The default language when neither the `ml` cookie nor the page says otherwise (spec 000 §4). */
export const DEFAULT_LANGUAGE: Language = "es";

/** True for the three language codes the catalogs hold. */
export const isLanguage = (value: unknown): value is Language =>
  typeof value === "string" && (LANGUAGES as readonly string[]).includes(value);

/** A locale id split into its parts: `es-AR` is Spanish of Argentina, `es-AR-agencyx` a custom variant of it. */
export interface LocaleTag {
  /** The catalog language the locale falls back to. */
  readonly language: Language;
  /** Region code in upper case (`AR`, `BR`), when given. */
  readonly region?: string;
  /** A custom variant name (spec 000 §3: "custom variants with overwrite"), when given. */
  readonly variant?: string;
}

const LOCALE_PATTERN = /^([a-z]{2})(?:[-_]([a-z]{2}|\d{3}))?(?:[-_]([a-z\d]{1,32}))?$/i;

/**
 * Reads a locale id (`es`, `es-AR`, `pt_BR`, `en-US-custom`) into its language, region and custom variant
 * (spec 000 §9: "Supported languages: es, en, pt, with regional and custom variants"). Unknown languages and
 * malformed ids give `undefined`; never throws.
 *
 * @example parseLocaleTag("pt_BR") // { language: "pt", region: "BR" }
 */
export const parseLocaleTag = (id: string): LocaleTag | undefined => {
  if (typeof id !== "string") return undefined;
  const match = LOCALE_PATTERN.exec(id.trim());
  if (match === null) return undefined;
  const language = (match[1] ?? "").toLowerCase();
  if (!isLanguage(language)) return undefined;
  const region = match[2]?.toUpperCase();
  const variant = match[3]?.toLowerCase();
  return {
    language,
    ...(region === undefined ? {} : { region }),
    ...(variant === undefined ? {} : { variant }),
  };
};

/**
 * The catalog language of any locale id, or the fallback (default `es`) when it is not one we speak.
 *
 * @example languageOfLocale("es-AR") // "es"
 * @example languageOfLocale("fr-FR") // "es"
 */
export const languageOfLocale = (id: string | undefined, fallback: Language = DEFAULT_LANGUAGE): Language =>
  (id === undefined ? undefined : parseLocaleTag(id)?.language) ?? (isLanguage(fallback) ? fallback : DEFAULT_LANGUAGE);

/**
 * The message key of each language's name in the selector (spec 000 §9: "labels Español, Inglés, Portugués").
 */
export const LANGUAGE_LABEL_KEYS = {
  es: "shell.languageSpanish",
  en: "shell.languageEnglish",
  pt: "shell.languagePortuguese",
} as const satisfies { readonly [L in Language]: string };
