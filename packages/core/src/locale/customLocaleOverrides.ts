import type { CustomLocalesReply } from "../api/locales.js";
import { type Language, languageOfLocale, parseLocaleTag } from "./language.js";

/**
 * Whether a stored locale (the `ml` cookie) names a regional or custom variant (`es-AR`, `pt_BR`) rather than a bare
 * language: only then is `GET /api/customLocales` worth asking (spec 000 §3 "custom variants with overwrite", §9
 * "regional and custom variants").
 *
 * @example localeNamesVariant("es-AR") // true
 * @example localeNamesVariant("es") // false
 */
export const localeNamesVariant = (locale: string | undefined): boolean => {
  if (locale === undefined) return false;
  const tag = parseLocaleTag(locale);
  return tag !== undefined && (tag.region !== undefined || tag.variant !== undefined);
};

const sameLocale = (a: string, b: string): boolean =>
  a.trim().replace("_", "-").toLowerCase() === b.trim().replace("_", "-").toLowerCase();

/**
 * The texts of the custom variant a stored locale names, for the catalog of the language shown (core's
 * `withOverrides` lays them over it), or undefined when the reply has no such variant or the variant derives from
 * another language. Ids compare without case, `_` reading as `-`.
 *
 * @example customLocaleOverrides({ enabled: [], custom: [{ id: "es-AR", name: "…", base: "es", overwrite: { "home.title": "Encontrá" } }] }, "es_ar", "es")
 * // { "home.title": "Encontrá" }
 */
export const customLocaleOverrides = (
  reply: CustomLocalesReply,
  locale: string,
  language: Language,
): Readonly<Record<string, string>> | undefined => {
  const custom = reply.custom.find((variant) => sameLocale(variant.id, locale));
  if (custom === undefined || languageOfLocale(custom.base) !== language) return undefined;
  return custom.overwrite;
};
