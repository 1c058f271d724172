import { fc, test } from "@fast-check/vitest";
import { describe, expect, it } from "vitest";
import { customLocaleOverrides, localeNamesVariant } from "./customLocaleOverrides.js";

const arbVariant = fc.record({
  id: fc.constantFrom("es-AR", "es-ES", "pt-BR", "en-GB", "xx-YY"),
  name: fc.string(),
  base: fc.constantFrom("es", "en", "pt", "es-AR"),
  overwrite: fc.dictionary(fc.string(), fc.string()),
});

describe("custom locales", () => {
  test.prop(
    [
      fc.array(arbVariant, { maxLength: 5 }),
      fc.constantFrom("es-AR", "es_ar", "PT-br", "en-GB", "es"),
      fc.constantFrom("es", "en", "pt"),
    ],
    {
      numRuns: 1000,
    },
  )("the named variant's texts, only for its own language", (custom, locale, language) => {
    const overrides = customLocaleOverrides({ enabled: [], custom }, locale, language);
    const variant = custom.find((entry) => entry.id.toLowerCase() === locale.replace("_", "-").toLowerCase());
    if (variant === undefined || !variant.base.startsWith(language)) expect(overrides).toBeUndefined();
    else expect(overrides).toBe(variant.overwrite);
  });

  test.prop([fc.string()], { numRuns: 1000 })("a bare language or junk names no variant", (text) => {
    if (/^(es|en|pt)$/i.test(text.trim())) expect(localeNamesVariant(text)).toBe(false);
    if (localeNamesVariant(text)) expect(text).toMatch(/[-_]/);
  });

  it("regional locales name a variant", () => {
    expect(localeNamesVariant("es-AR")).toBe(true);
    expect(localeNamesVariant("pt_BR")).toBe(true);
    expect(localeNamesVariant(undefined)).toBe(false);
  });
});
