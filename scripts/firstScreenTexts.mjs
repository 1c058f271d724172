// Part of `npm test` (check-chunk-sizes.mjs): no script the portal can run before its first page module names a text
// of core's `catalogEsPages`, the Spanish texts web loads with the first page (src/app/pageModules.ts). A view of the
// home, the shell or a widget that showed one would print its key until a page was opened.
import { readFileSync } from "node:fs";
import { resolve } from "node:path";

/** The module every page is loaded through: what it imports, statically or not, may show the pages' texts. */
const PAGES_MODULE = "src/app/pageModules.ts";

/**
 * Page texts that shared scripts name although only a page shows them: a key list or a rule that pages and widgets
 * share. Each is shown after a page module has loaded, never on the home.
 */
export const SHOWN_ON_PAGES_ONLY = new Set([
  // hooks' list of every key they hand to views (hooks/src/common/hookMessageKeys.ts).
  "hotelResults.badUrl",
  "share.notSent",
  "documents.failure",
  // core's add-to-budget notices (budget/addToBudget.ts): an add starts from a product page.
  "quote.outOfLimit",
  "quote.noCancellationFeesOnly",
]);

/** The keys of the Spanish domain tables that `catalogEsPages.ts` merges (core's source). */
export const pageTextKeys = (coreLocale) => {
  const source = readFileSync(resolve(coreLocale, "catalogEsPages.ts"), "utf8");
  const domains = [...source.matchAll(/messages\/es\/(\w+)\.js/g)].map((match) => match[1]);
  if (domains.length === 0) throw new Error("first-screen texts: catalogEsPages.ts merges no domain table");
  const keys = new Set();
  for (const domain of domains) {
    const table = readFileSync(resolve(coreLocale, "messages/es", `${domain}.ts`), "utf8");
    for (const match of table.matchAll(/^\s*"([^"]+)":/gm)) keys.add(match[1]);
  }
  return keys;
};

/**
 * The page texts named by scripts reachable from the entry without the pages' module (static and dynamic imports),
 * as `{ chunk, key }`; the English and Portuguese catalogs (whole languages, loaded on demand) are left out.
 */
export const pageTextsBeforePages = (dist, keys, allowed = SHOWN_ON_PAGES_ONLY) => {
  const manifest = JSON.parse(readFileSync(resolve(dist, ".vite/manifest.json"), "utf8"));
  const entry = Object.keys(manifest).find((key) => manifest[key].isEntry);
  const reached = new Set();
  const visit = (key) => {
    if (reached.has(key) || key === PAGES_MODULE || manifest[key] === undefined) return;
    reached.add(key);
    for (const child of [...(manifest[key].imports ?? []), ...(manifest[key].dynamicImports ?? [])]) visit(child);
  };
  visit(entry);
  const found = [];
  for (const key of reached) {
    if (/^src\/i18n\/catalog(En|Pt)\.ts$/.test(key)) continue;
    const code = readFileSync(resolve(dist, manifest[key].file), "utf8");
    for (const match of code.matchAll(/[`"']([A-Za-z]+\.[A-Za-z0-9]+)[`"']/g)) {
      if (keys.has(match[1]) && !allowed.has(match[1])) found.push({ chunk: key, key: match[1] });
    }
  }
  return found;
};
