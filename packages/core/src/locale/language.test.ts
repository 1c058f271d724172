import { fc, test } from "@fast-check/vitest";
import { describe, expect, it } from "vitest";
import { catalogEs, translate } from "./catalog.js";
import {
  DEFAULT_LANGUAGE,
  isLanguage,
  LANGUAGE_LABEL_KEYS,
  LANGUAGES,
  languageOfLocale,
  parseLocaleTag,
} from "./language.js";

const language = fc.constantFrom(...LANGUAGES);
const region = fc.stringMatching(/^[A-Za-z]{2}$/);
const variant = fc.stringMatching(/^[a-z][a-z0-9]{2,11}$/);

describe("locale tags", () => {
  test.prop(
    [
      language,
      fc.option(region, { nil: undefined }),
      fc.option(variant, { nil: undefined }),
      fc.constantFrom("-", "_"),
    ],
    {
      numRuns: 1000,
    },
  )("regional and custom variants fall back to their language", (lang, reg, vari, separator) => {
    const id = [lang, reg, vari].filter((part) => part !== undefined).join(separator);
    const tag = parseLocaleTag(id);
    expect(tag?.language).toBe(lang);
    expect(tag?.region).toBe(reg?.toUpperCase());
    if (reg !== undefined) expect(tag?.variant).toBe(vari);
    expect(languageOfLocale(id)).toBe(lang);
  });

  test.prop([fc.string()], { numRuns: 1000 })("any string gives a language we speak and never throws", (id) => {
    expect(isLanguage(languageOfLocale(id))).toBe(true);
  });

  it("reads the spec's examples", () => {
    expect(parseLocaleTag("es-AR")).toEqual({ language: "es", region: "AR" });
    expect(parseLocaleTag("pt_BR")).toEqual({ language: "pt", region: "BR" });
    expect(parseLocaleTag("EN")).toEqual({ language: "en" });
    expect(parseLocaleTag("es-419")).toEqual({ language: "es", region: "419" });
    expect(parseLocaleTag("fr-FR")).toBeUndefined();
    expect(parseLocaleTag("")).toBeUndefined();
    expect(languageOfLocale(undefined)).toBe(DEFAULT_LANGUAGE);
    expect(languageOfLocale("de", "en")).toBe("en");
  });

  it("labels the languages Español, Inglés, Portugués", () => {
    expect(LANGUAGES.map((lang) => translate("es", LANGUAGE_LABEL_KEYS[lang]))).toEqual([
      "Español",
      "Inglés",
      "Portugués",
    ]);
    for (const key of Object.values(LANGUAGE_LABEL_KEYS)) expect(key in catalogEs).toBe(true);
  });

  it("knows exactly three languages", () => {
    expect(isLanguage("es")).toBe(true);
    expect(isLanguage("ES")).toBe(false);
    expect(isLanguage(1)).toBe(false);
  });
});
