import { fc, test } from "@fast-check/vitest";
import { describe, expect, it } from "vitest";
import { CATALOGS, MESSAGE_KEYS } from "./catalog.js";
import { customLocaleCatalog } from "./customLocaleCatalog.js";

describe("customLocaleCatalog", () => {
  it("lays the variant's texts over its base language", () => {
    const { language, catalog } = customLocaleCatalog({
      base: "pt-BR",
      overwrite: { "shell.search": "Procurar", x: "y" },
    });
    expect(language).toBe("pt");
    expect(catalog["shell.search"]).toBe("Procurar");
    expect(catalog["shell.update"]).toBe(CATALOGS.pt["shell.update"]);
    expect(customLocaleCatalog({ base: "xx", overwrite: {} }).language).toBe("es");
  });

  test.prop([fc.string(), fc.constantFrom(...MESSAGE_KEYS), fc.string()], { numRuns: 1000 })(
    "any base gives a full catalog with the overwrite applied",
    (base, key, text) => {
      const { catalog } = customLocaleCatalog({ base, overwrite: { [key]: text } });
      expect(catalog[key]).toBe(text);
      expect(Object.keys(catalog)).toHaveLength(MESSAGE_KEYS.length);
    },
  );
});
