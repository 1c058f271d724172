// First-load JavaScript of each route of the built portal, read from Vite's manifest (packages/web/dist).
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { dirname, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";

const portalWeb = resolve(dirname(fileURLToPath(import.meta.url)), "../packages/web");

/** Home limit: 150 KB gzip; each lazily loaded route: 40 KB gzip more (DESIGN.md). */
export const HOME_LIMIT = 150 * 1024;
export const ROUTE_LIMIT = 40 * 1024;

/**
 * The modules the shell loads on every page right after the first paint (web's `AfterHydration` in
 * `shell/Shell/ShellConnected.tsx` and `shell/SharedCurrency/SharedCurrency.tsx`): the session rules, the header
 * pieces and the currency feed. They bring what every API call needs (TanStack Query, effect's Schema), kept out of
 * the first load so the home page does not evaluate them before it is interactive. What a route adds ("own", held to
 * ROUTE_LIMIT) is counted beyond the entry and these, which every page has loaded whatever route it shows. A name
 * missing from the build only makes the routes' own share larger (the check stricter), never smaller.
 */
const EVERY_PAGE_DEFERRED = [
  "src/session/SessionWatch/SessionWatchConnected.tsx",
  "src/shell/PortalHeaderPieces/PortalHeaderPiecesConnected.tsx",
  "src/shell/SharedCurrency/SharedCurrencyConnected.tsx",
];

/**
 * The entry's second half (web's `src/app/portal.tsx`: router, providers, shell, routes), which the entry imports as
 * soon as it has run, so that the first load's modules evaluate in two tasks: part of every page's first load.
 */
const ENTRY_PORTAL = "src/app/portal.tsx";

/**
 * The module every page but the home is loaded through (web's `src/app/pageModules.ts`): the pages' Spanish texts
 * and the map of each page's chunks. Part of every other page's first load, not of the home's; counted for every
 * route like the deferred modules above, and held to the route limit itself.
 */
const PAGES_MODULE = "src/app/pageModules.ts";

const sizeOf = (web, file) => {
  const bytes = readFileSync(resolve(web, "dist", file));
  return { raw: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length };
};

/** Every JS file a chunk pulls in statically (itself included). */
const closure = (manifest, key, seen = new Set()) => {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const child of manifest[key]?.imports ?? []) closure(manifest, child, seen);
  return seen;
};

/** Whether `dist` holds the prerendered home pages that `npm start` serves (a Vite client build alone has none). */
const hasPrerenderedHome = (web) => {
  const folder = resolve(web, "dist/prerendered");
  return existsSync(folder) && readdirSync(folder).some((name) => /^home\.\w+\.html$/.test(name));
};

/**
 * One row per lazily loaded module: routes (page modules, `…Page.tsx` or `…PageConnected.tsx`, wherever their product
 * folder is) and deferred widgets (loaded after the first paint).
 * `firstLoad` is what the browser downloads first for that route: the entry's static closure plus the route's
 * static closure. `own` is what the route adds to what every page loads (the entry and {@link EVERY_PAGE_DEFERRED}).
 * Only the build `npm start` serves is measured: `web` must hold `npm run build`'s dist, prerendered pages included.
 */
export const chunkSizes = (web = portalWeb) => {
  const manifestPath = resolve(web, "dist/.vite/manifest.json");
  if (!existsSync(manifestPath)) throw new Error("no Vite manifest: build the portal first (npm run build)");
  if (!hasPrerenderedHome(web)) {
    throw new Error(
      "packages/web/dist has no prerendered home page, so it is not the build npm start serves (a `vite build` alone?): run npm run build",
    );
  }
  const manifest = JSON.parse(readFileSync(manifestPath, "utf8"));
  const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
  const entry = closure(manifest, entryKey);
  if (manifest[ENTRY_PORTAL] !== undefined) closure(manifest, ENTRY_PORTAL, entry);
  const total = (keys) =>
    [...keys].reduce(
      (sum, key) => {
        const size = sizeOf(web, manifest[key].file);
        return { raw: sum.raw + size.raw, gzip: sum.gzip + size.gzip };
      },
      { raw: 0, gzip: 0 },
    );
  const shell = total(entry);
  const everyPage = new Set(entry);
  for (const key of EVERY_PAGE_DEFERRED.filter((k) => manifest[k] !== undefined)) closure(manifest, key, everyPage);
  const pages = manifest[PAGES_MODULE] === undefined ? new Set() : closure(manifest, PAGES_MODULE);
  const rows = [{ name: "(shell: entry + router + providers)", kind: "shell", firstLoad: shell, own: null }];
  if (pages.size > 0) {
    const beyondEntry = total(new Set([...pages].filter((k) => !entry.has(k))));
    rows.push({
      name: "(pages' module: their texts and chunk map)",
      kind: "pages",
      firstLoad: { raw: shell.raw + beyondEntry.raw, gzip: shell.gzip + beyondEntry.gzip },
      own: total(new Set([...pages].filter((k) => !everyPage.has(k)))),
    });
  }
  for (const key of Object.keys(manifest).filter(
    (k) => manifest[k].isDynamicEntry && k !== ENTRY_PORTAL && k !== PAGES_MODULE,
  )) {
    const isRoute = /Page(Connected)?\.tsx$/.test(key);
    // A page but the home comes through the pages' module: its first load and what every page has include it.
    const through = isRoute && !/(^|\/)HomePage(Connected)?\.tsx$/.test(key) ? pages : new Set();
    const graph = new Set([...closure(manifest, key), ...through]);
    const beyondEntry = total(new Set([...graph].filter((k) => !entry.has(k))));
    const own = total(new Set([...closure(manifest, key)].filter((k) => !everyPage.has(k) && !through.has(k))));
    rows.push({
      name: key.replace(/^src\/(pages\/)?/, "").replace(/\.tsx$/, ""),
      kind: isRoute ? "route" : "deferred",
      firstLoad: { raw: shell.raw + beyondEntry.raw, gzip: shell.gzip + beyondEntry.gzip },
      own,
    });
  }
  return rows;
};

/** The home page's row (its module is `HomePage.tsx`, whichever folder holds it). */
export const isHomeRow = (row) => /(^|\/)HomePage(Connected)?$/.test(row.name);

/** Whether a row keeps its limit; deferred widgets load after the first paint and have none. */
export const withinLimit = (row) =>
  row.kind === "deferred" ||
  (isHomeRow(row) ? row.firstLoad.gzip <= HOME_LIMIT : row.own === null || row.own.gzip <= ROUTE_LIMIT);
