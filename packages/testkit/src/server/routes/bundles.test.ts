import { fc, test } from "@fast-check/vitest";
import { BundleSearchOptionsReply, BundleTematicsReply, bundleSearchFormEntries, decodeWith } from "@travesia/core";
import { Result } from "effect";
import { describe, expect, it } from "vitest";
import { createDemoApi } from "../app.js";

const NOW = new Date("2026-11-21T12:00:00Z");
const app = createDemoApi({ now: () => NOW, seed: 12 });
const json = async (path: string) => (await (await app.request(path)).json()) as unknown;
const decoded = (schema: Parameters<typeof decodeWith>[0], body: unknown) => {
  const result = decodeWith(schema)(body);
  if (Result.isFailure(result)) throw new Error(result.failure.message);
  return result.success;
};

describe("vacation bundles", () => {
  it("lists themes, months and destinations", async () => {
    expect(
      (decoded(BundleTematicsReply, await json("/dynamicVacationBundle/getTematics")) as unknown[]).length,
    ).toBeGreaterThan(4);
    const months = decoded(BundleSearchOptionsReply, await json("/dynamicVacationBundle/searchMonth?pattern=")) as {
      all: { id: string }[];
    };
    expect(months.all).toHaveLength(12);
    expect(months.all[0]?.id).toBe("2026-11");
    const destinations = decoded(
      BundleSearchOptionsReply,
      await json("/dynamicVacationBundle/searchDestination?pattern=cancun"),
    ) as {
      all: { id: string }[];
    };
    expect(destinations.all.map((option) => option.id)).toContain("CUN");
  });

  it("answers both form posts with the results URL and matching bundles", async () => {
    const entries = bundleSearchFormEntries({
      destinations: [{ id: "CUN", name: "Cancún" }],
      periods: [],
      themeIds: ["1"],
    });
    const post = (path: string) =>
      app.request(path, {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams(entries).toString(),
      });
    const search = (await (await post("/search/dynamicVacationBundle")).json()) as {
      next: string;
      results: { destination: { id: string } }[];
    };
    expect(search.next).toMatch(/^\/dynamicVacationBundle\/results\?/);
    expect(search.results.every((bundle) => bundle.destination.id === "CUN")).toBe(true);
    const all = (await (await post("/dynamicVacationBundle/getAllResults")).json()) as { results: unknown[] };
    expect(all.results.length).toBeGreaterThan(search.results.length);
  });

  it("writes themes and bundle titles in the language asked (the ml cookie), as a supplier does", async () => {
    const inLanguage = async (language: string) => {
      const headers = { cookie: `ml=${language}` };
      const themes = (await (await app.request("/dynamicVacationBundle/getTematics", { headers })).json()) as {
        name: string;
      }[];
      const reply = await app.request("/dynamicVacationBundle/getAllResults", {
        method: "POST",
        headers: { ...headers, "content-type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams(bundleSearchFormEntries({ destinations: [], periods: [], themeIds: [] })).toString(),
      });
      const { results } = (await reply.json()) as { results: { title: string; tematics: { name: string }[] }[] };
      return {
        themes: themes.map((theme) => theme.name),
        titles: results.map((bundle) => bundle.title),
        tags: results.flatMap((bundle) => bundle.tematics.map((theme) => theme.name)),
      };
    };
    const es = await inLanguage("es");
    expect(es.themes).toContain("Luna de miel");
    expect(es.titles.every((title) => / noches$/.test(title))).toBe(true);
    const en = await inLanguage("en");
    expect(en.themes).toEqual(expect.arrayContaining(["Beaches", "Honeymoon", "Cities", "Family"]));
    expect(en.titles.every((title) => / nights$/.test(title))).toBe(true);
    expect(en.tags.some((tag) => es.themes.includes(tag) && tag !== "Aventura")).toBe(false);
    const pt = await inLanguage("pt");
    expect(pt.themes).toContain("Lua de mel");
    expect(pt.titles.every((title) => / noites$/.test(title))).toBe(true);
  });

  test.prop([fc.array(fc.tuple(fc.string(), fc.string()), { maxLength: 6 })], { numRuns: 200 })(
    "junk forms are a 400 or an answer, never a crash",
    async (pairs) => {
      const reply = await app.request("/search/dynamicVacationBundle", {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams(pairs).toString(),
      });
      expect([200, 400]).toContain(reply.status);
      if (reply.status === 400) expect(((await reply.json()) as { error: string }).error).toMatch(/^[\w[\].-]+: /);
    },
  );
});
