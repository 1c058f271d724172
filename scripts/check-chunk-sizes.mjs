// Part of `npm test`: the built portal keeps DESIGN.md's JavaScript size limits (home ≤ 150 KB gzip first load,
// each lazily loaded route ≤ 40 KB gzip of its own, beyond what every page loads: see chunkSizes.mjs).
// `npm run bench` prints the full table. Also: every script and stylesheet of more than 1 KB has the Brotli copy the
// build writes beside it (packages/web/scripts/precompress.mjs), and the copy decodes to the file.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { dirname, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { brotliDecompressSync } from "node:zlib";
import { chunkSizes, isHomeRow, withinLimit } from "./chunkSizes.mjs";
import { pageTextKeys, pageTextsBeforePages } from "./firstScreenTexts.mjs";

const assets = resolve(dirname(fileURLToPath(import.meta.url)), "../packages/web/dist/assets");
const scripts = readdirSync(assets).filter((name) => /\.(js|css)$/.test(name));
const uncompressed = scripts.filter((name) => {
  const file = readFileSync(resolve(assets, name));
  if (file.length <= 1024) return false;
  const copy = resolve(assets, `${name}.br`);
  return !existsSync(copy) || !brotliDecompressSync(readFileSync(copy)).equals(file);
});
if (uncompressed.length > 0) {
  console.error(
    `brotli copies missing or wrong for ${uncompressed.length} assets, e.g. ${uncompressed.slice(0, 3).join(", ")}`,
  );
  process.exit(1);
}

const early = pageTextsBeforePages(
  resolve(assets, ".."),
  pageTextKeys(resolve(dirname(fileURLToPath(import.meta.url)), "../packages/core/src/locale")),
);
if (early.length > 0) {
  for (const { chunk, key } of early.slice(0, 20)) {
    console.error(`a page's text named before any page module is loaded: ${key} in ${chunk}`);
  }
  console.error(
    "Such a view would show the key until a page is opened: move the key's domain out of core's catalogEsPages.ts, or, if only a page shows it, list it in scripts/firstScreenTexts.mjs.",
  );
  process.exit(1);
}

const rows = chunkSizes();
const over = rows.filter((row) => !withinLimit(row));
const home = rows.find(isHomeRow);
if (home === undefined) {
  console.error("chunk size limit: no home route in the build");
  process.exit(1);
}
if (over.length > 0) {
  for (const row of over) {
    console.error(
      `chunk size limit exceeded: ${row.name} first load ${(row.firstLoad.gzip / 1024).toFixed(1)} KB gzip, own ${((row.own?.gzip ?? 0) / 1024).toFixed(1)} KB`,
    );
  }
  process.exit(1);
}
const pages = rows.find((row) => row.kind === "pages");
const pagesText = pages === undefined ? "" : `, the pages' module ${(pages.own.gzip / 1024).toFixed(1)} KB`;
console.log(
  `chunk size limits: home first load ${(home.firstLoad.gzip / 1024).toFixed(1)} KB gzip (≤ 150), every route ≤ 40 KB of its own${pagesText}; ${scripts.length} scripts and stylesheets with their Brotli copies. OK`,
);
