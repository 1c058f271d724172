import type { ProfileLanguagesReply } from "../api/locales.js";
import { LANGUAGES, type Language, parseLocaleTag } from "./language.js";

/**
 * The languages the portal offers in its selectors (spec 000 §7 `GET /profile/languages`, §9 "Supported languages: es,
 * en, pt, with regional and custom variants"): each option's `languageId` read as its catalog language (`es-AR` is
 * `es`), in the reply's order, once each; ids of languages the catalogs do not hold are left out. No reply (the call
 * failed or did not decode) or a reply naming none of ours gives es, en, pt. The current language is always offered,
 * so the selector can name it.
 *
 * @example offeredLanguages([{ languageId: "pt-BR", name: "Português" }, { languageId: "es", name: "Español" }], "es") // ["pt", "es"]
 * @example offeredLanguages(null, "en") // ["es", "en", "pt"]
 */
export const offeredLanguages = (reply: ProfileLanguagesReply | null, current: Language): readonly Language[] => {
  const listed: Language[] = [];
  for (const option of reply ?? []) {
    const language = parseLocaleTag(option.languageId)?.language;
    if (language !== undefined && !listed.includes(language)) listed.push(language);
  }
  if (listed.length === 0) return LANGUAGES;
  return listed.includes(current) ? listed : [...listed, current];
};

// Each name is built once: the selectors ask on every render (a name per option), and each `Intl.DisplayNames` is
// an object ICU builds anew. Nine names at most (three languages in three).
const languageNames = new Map<string, string>();

/**
 * A language's name in the interface language, from the platform's `Intl.DisplayNames`, with its first letter in
 * capitals as the spec's labels are ('Español', 'Inglés', 'Portugués' in Spanish; 'Spanish', 'English', … in English).
 * Where the platform has no such name it is the code in capitals. Never throws.
 *
 * @example languageDisplayName("en", "es") // "Inglés"
 * @example languageDisplayName("pt", "en") // "Portuguese"
 */
export const languageDisplayName = (language: Language, interfaceLanguage: Language): string => {
  const key = `${interfaceLanguage}:${language}`;
  const known = languageNames.get(key);
  if (known !== undefined) return known;
  let name: string | undefined;
  try {
    name = new Intl.DisplayNames([interfaceLanguage], { type: "language", fallback: "none" }).of(language);
  } catch {
    name = undefined;
  }
  const shown =
    name === undefined || name === ""
      ? language.toUpperCase()
      : name.charAt(0).toLocaleUpperCase(interfaceLanguage) + name.slice(1);
  languageNames.set(key, shown);
  return shown;
};
