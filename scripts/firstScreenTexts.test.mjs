import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { pageTextKeys, pageTextsBeforePages } from "./firstScreenTexts.mjs";

let dist;
afterEach(() => dist && rmSync(dist, { recursive: true, force: true }));

/** A built portal in a scratch folder: its manifest and scripts. */
const built = (files, manifest) => {
  dist = mkdtempSync(join(tmpdir(), "first-texts-"));
  const write = (path, text) => {
    mkdirSync(dirname(join(dist, path)), { recursive: true });
    writeFileSync(join(dist, path), text);
  };
  write(".vite/manifest.json", JSON.stringify(manifest));
  for (const [path, text] of Object.entries(files)) write(path, text);
  return dist;
};

const KEYS = new Set(["policy.checking", "quote.outOfLimit"]);

describe("page texts named before any page module", () => {
  it("are found in what the entry reaches, statically or not, and not beyond the pages' module", () => {
    const folder = built(
      {
        "assets/index.js": "import'./shared.js';",
        "assets/shared.js": 'const a="policy.checking";',
        "assets/widget.js": "const b=`policy.checking`;",
        "assets/pageModules.js": "",
        "assets/page.js": 'const c="policy.checking";',
        "assets/catalogEn.js": 'export default{"policy.checking":"Checking"}',
      },
      {
        "index.html": {
          file: "assets/index.js",
          isEntry: true,
          imports: ["_shared.js"],
          dynamicImports: ["src/Widget.tsx", "src/app/pageModules.ts", "src/i18n/catalogEn.ts"],
        },
        "_shared.js": { file: "assets/shared.js" },
        "src/Widget.tsx": { file: "assets/widget.js", isDynamicEntry: true },
        "src/app/pageModules.ts": { file: "assets/pageModules.js", dynamicImports: ["src/Page.tsx"] },
        "src/Page.tsx": { file: "assets/page.js", isDynamicEntry: true },
        "src/i18n/catalogEn.ts": { file: "assets/catalogEn.js", isDynamicEntry: true },
      },
    );
    expect(pageTextsBeforePages(folder, KEYS)).toEqual([
      { chunk: "_shared.js", key: "policy.checking" },
      { chunk: "src/Widget.tsx", key: "policy.checking" },
    ]);
  });

  it("leave out the keys listed as shown by pages only", () => {
    const folder = built(
      { "assets/index.js": 'const q="quote.outOfLimit";' },
      { "index.html": { file: "assets/index.js", isEntry: true } },
    );
    expect(pageTextsBeforePages(folder, KEYS)).toEqual([]);
    expect(pageTextsBeforePages(folder, KEYS, new Set())).toEqual([{ chunk: "index.html", key: "quote.outOfLimit" }]);
  });

  it("reads the pages' keys from core's source: a page's, not the shell's", () => {
    const keys = pageTextKeys(resolve(import.meta.dirname, "../packages/core/src/locale"));
    expect(keys.has("policy.checking")).toBe(true);
    expect(keys.has("shell.search")).toBe(false);
  });
});
