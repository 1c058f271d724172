import { textOf } from "../internal/outsideInput.js";
import { DEFAULT_LANGUAGE, type Language, languageOfLocale } from "./language.js";

/** The cookie that stores the interface language (spec 000 §3: "cookie ml (language)"). */
export const LANGUAGE_COOKIE_NAME = "ml";

/** One year, the language cookie's lifetime (spec 000 §4: "cookie expiry one year"), in seconds. */
export const LANGUAGE_COOKIE_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

/** The language cookie as data, for a hook to write with whatever cookie store it has. */
export interface LanguageCookie {
  readonly name: typeof LANGUAGE_COOKIE_NAME;
  readonly value: Language;
  readonly path: "/";
  /** Seconds until expiry: one year. */
  readonly maxAge: number;
  /** Expiry instant in epoch milliseconds (`now` plus one year). */
  readonly expires: number;
  readonly sameSite: "Lax";
}

/**
 * The value of one cookie in a `Cookie` header / `document.cookie` string, or `undefined`. Never throws.
 *
 * @example cookieValueFromHeader("a=1; ml=en", "ml") // "en"
 */
export const cookieValueFromHeader = (cookieHeader: string, name: string): string | undefined => {
  for (const pair of (textOf(cookieHeader) ?? "").split(";")) {
    const equals = pair.indexOf("=");
    if (equals < 0 || pair.slice(0, equals).trim() !== name) continue;
    const raw = pair.slice(equals + 1).trim();
    try {
      return decodeURIComponent(raw);
    } catch {
      return raw;
    }
  }
  return undefined;
};

/**
 * The interface language: the `ml` cookie when it names a language we speak (regional ids such as `es-AR` count as
 * their language), else the page's language, else `es` (spec 000 §4: "Language comes from cookie ml, defaulting to
 * the page language or es").
 *
 * @example languageFromCookie("theme=dark; ml=pt-BR") // "pt"
 * @example languageFromCookie("", "en") // "en"
 */
export const languageFromCookie = (cookieHeader: string, pageLanguage?: string): Language => {
  const fromPage = languageOfLocale(pageLanguage, DEFAULT_LANGUAGE);
  const stored = cookieValueFromHeader(cookieHeader, LANGUAGE_COOKIE_NAME);
  return languageOfLocale(stored, fromPage);
};

/**
 * The `ml` cookie to write when the visitor picks a language: path `/`, expiring one year after `now`.
 *
 * @example languageCookie("en", 0).maxAge // 31536000
 */
export const languageCookie = (language: Language, now: number): LanguageCookie => ({
  name: LANGUAGE_COOKIE_NAME,
  value: language,
  path: "/",
  maxAge: LANGUAGE_COOKIE_MAX_AGE_SECONDS,
  expires: now + LANGUAGE_COOKIE_MAX_AGE_SECONDS * 1000,
  sameSite: "Lax",
});

/**
 * The `Set-Cookie` / `document.cookie` text of a language cookie.
 *
 * @example formatLanguageCookie(languageCookie("en", 0)) // "ml=en; Path=/; Max-Age=31536000; Expires=Fri, 01 Jan 1971 00:00:00 GMT; SameSite=Lax"
 */
export const formatLanguageCookie = (cookie: LanguageCookie): string =>
  `${cookie.name}=${cookie.value}; Path=${cookie.path}; Max-Age=${cookie.maxAge}; Expires=${new Date(cookie.expires).toUTCString()}; SameSite=${cookie.sameSite}`;
