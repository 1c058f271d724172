import { fc, test } from "@fast-check/vitest";
import { describe, expect, it, vi } from "vitest";
import { LANGUAGES } from "./language.js";
import { languageDisplayName, offeredLanguages } from "./offeredLanguages.js";

const arbLanguageId = fc.oneof(
  fc.constantFrom("es", "en", "pt", "es-AR", "pt_BR", "en-US-agency", "fr", "de-DE", "", "ES"),
  fc.string(),
);
const arbReply = fc.option(fc.array(fc.record({ languageId: arbLanguageId, name: fc.string() }), { maxLength: 8 }), {
  nil: null,
});

describe("offeredLanguages", () => {
  test.prop([arbReply, fc.constantFrom(...LANGUAGES)], { numRuns: 1000 })(
    "offers languages the catalogs hold, once each, never none, always the current one",
    (reply, current) => {
      const offered = offeredLanguages(reply, current);
      expect(offered.length).toBeGreaterThan(0);
      expect(new Set(offered).size).toBe(offered.length);
      for (const language of offered) expect(LANGUAGES).toContain(language);
      expect(offered).toContain(current);
    },
  );

  it("keeps the reply's order, reads regional ids as their language, and falls back to es, en, pt", () => {
    const reply = [
      { languageId: "pt-BR", name: "Português (Brasil)" },
      { languageId: "es", name: "Español" },
      { languageId: "es-AR", name: "Español (Argentina)" },
      { languageId: "fr", name: "Français" },
    ];
    expect(offeredLanguages(reply, "es")).toEqual(["pt", "es"]);
    expect(offeredLanguages(reply, "en")).toEqual(["pt", "es", "en"]);
    expect(offeredLanguages(null, "pt")).toEqual(["es", "en", "pt"]);
    expect(offeredLanguages([{ languageId: "fr", name: "Français" }], "es")).toEqual(["es", "en", "pt"]);
  });
});

describe("languageDisplayName", () => {
  it("names each language in the interface language, capitalised as the spec's labels", () => {
    expect(LANGUAGES.map((code) => languageDisplayName(code, "es"))).toEqual(["Español", "Inglés", "Portugués"]);
    expect(LANGUAGES.map((code) => languageDisplayName(code, "en"))).toEqual(["Spanish", "English", "Portuguese"]);
    expect(LANGUAGES.map((code) => languageDisplayName(code, "pt"))).toEqual(["Espanhol", "Inglês", "Português"]);
  });

  it("asks Intl once per name: a selector's every render names every option again", () => {
    const first = languageDisplayName("pt", "en");
    const built = vi.spyOn(Intl, "DisplayNames");
    try {
      expect(languageDisplayName("pt", "en")).toBe(first);
      expect(built).not.toHaveBeenCalled();
    } finally {
      built.mockRestore();
    }
  });
});
