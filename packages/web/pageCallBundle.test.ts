import { resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { buildClassicScript, PAGE_CALLS_MODULE } from "./pageCallBundle";

describe("the shell's first script (pageCalls)", () => {
  it("is its modules' code only: no module wrapped in a lazy initialiser", async () => {
    const code = await buildClassicScript(resolve(import.meta.dirname), PAGE_CALLS_MODULE, { readable: true });
    expect(code).toMatch(/\bearlyCalls = /);
    // Rolldown's `__esmMin`: through hooks' index (its dynamic imports inlined into the script) every module the
    // script reached was wrapped, 12 of its 60 KB (17.4 KB brotli, 14.6 without); `@travesia/hooks/earlyCalls` is not.
    expect(code.match(/__esmMin\(/g) ?? []).toEqual([]);
  }, 60_000);
});
