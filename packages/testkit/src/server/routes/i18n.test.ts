import { CATALOGS } from "@travesia/core";
import { describe, expect, it } from "vitest";
import { demoSession } from "../../internal/accountsTestSupport.js";

describe("languages and translations", () => {
  it("lists the languages with the spec's labels and custom variants", async () => {
    const { tab } = await demoSession();
    expect((await tab.get("/profile/languages")).json).toEqual([
      { languageId: "es", name: "Español" },
      { languageId: "en", name: "Inglés" },
      { languageId: "pt", name: "Portugués" },
    ]);
    const custom = (await tab.get("/api/customLocales")).json;
    expect((custom.custom as { id: string }[]).map((variant) => variant.id)).toEqual(["es-AR", "es-ES", "pt-BR"]);
  });

  it("serves core's catalogs whole and per key", async () => {
    const { tab } = await demoSession();
    for (const lang of ["es", "en", "pt"] as const) {
      expect((await tab.get(`/i18n/${lang}`)).json).toEqual(CATALOGS[lang]);
      const [key, value] = Object.entries(CATALOGS[lang])[0] ?? ["", ""];
      expect((await tab.get(`/i18n/${lang}/${encodeURIComponent(key)}`)).json).toMatchObject({ value });
    }
    expect((await tab.get("/i18n/es-AR")).status).toBe(200);
    expect((await tab.get("/i18n/fr")).status).toBe(404);
    expect((await tab.get("/i18n/es/no.such.key")).status).toBe(404);
    const firstKey = Object.keys(CATALOGS.es)[0] ?? "";
    expect((await tab.get(`/i18n/es/${firstKey}?count=abc`)).json.field).toBe("count");
    expect((await tab.get(`/i18n/es/${firstKey}?plural=yes`)).json.field).toBe("plural");
    expect((await tab.get(`/i18n/es/${firstKey}?plural=true&count=3`)).status).toBe(200);
  });
});
