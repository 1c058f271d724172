import { resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { buildClassicScript, PAGE_CALLS_MODULE, pageCallScriptEntry } from "./pageCallBundle";

describe("the shell's first script (pageCalls)", () => {
  it("is its modules' code only: no module wrapped in a lazy initialiser", async () => {
    const code = await buildClassicScript(resolve(import.meta.dirname), PAGE_CALLS_MODULE, { readable: true });
    expect(code).toMatch(/\bearlyCalls = /);
    // Rolldown's `__esmMin`: through hooks' index (its dynamic imports inlined into the script) every module the
    // script reached was wrapped, 12 of its 60 KB (17.4 KB brotli, 14.6 without); `@travesia/hooks/earlyCalls` is not.
    expect(code.match(/__esmMin\(/g) ?? []).toEqual([]);
  }, 60_000);

  it("of a route's shell reads its segment's addresses alone: no other product's search in it", async () => {
    const root = resolve(import.meta.dirname);
    const code = await buildClassicScript(root, "src/app/pageCalls.flightsHotels.ts", {
      entryCode: pageCallScriptEntry(root, "flightsHotels"),
    });
    const searches = (script: string) => [...new Set(script.match(/\/api\/v1\/[a-z]+\/search/g) ?? [])].sort();
    expect(code).toContain("/flightsHotels/search");
    expect(searches(code)).toEqual([]);
    // Every page's script (index.html's) reads them all.
    const every = await buildClassicScript(root, PAGE_CALLS_MODULE);
    expect(searches(every)).toEqual(
      ["activities", "circuits", "flights", "hotels", "houses", "transfers"].map(
        (product) => `/api/v1/${product}/search`,
      ),
    );
    expect(code.length).toBeLessThan(every.length / 2);
    expect(() => pageCallScriptEntry(root, "x; alert(1)")).toThrow();
  }, 60_000);
});
