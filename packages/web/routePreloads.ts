import { readFileSync, writeFileSync } from "node:fs";
import { posix, resolve } from "node:path";
import type { Plugin } from "vite";

/**
 * The build-time map a server reads to start a page's module graph with the HTML itself (issues 11–14): without it,
 * the browser learns of the route's chunks only after the entry, the portal chunk and the route's lazy import have
 * each been fetched and run, a waterfall some seven requests deep before the page's first API call. The portal's
 * server (testkit's `routePreloads.ts`) adds a `<link rel="modulepreload">` for each module and a
 * `<link rel="preload" as="style">` for each stylesheet of the route a navigation matches. A host that does not
 * read the map serves index.html as it is, and the portal loads as before.
 *
 * Written to `dist/.vite/route-preloads.json`, beside Vite's manifest, from which it is computed.
 */
export interface RoutePreloadMap {
  /** The portal chunk's graph (`src/app/portal.tsx`), which the entry imports on every page, beyond index.html's. */
  readonly portal: PreloadFiles;
  /** The message catalogs fetched on demand, by language (the `ml` cookie): every language but Spanish. */
  readonly languages: Readonly<Record<string, PreloadFiles>>;
  /** One entry per page route, in the router's order; `pattern` is React Router's path (`/hotel/details/*`). */
  readonly routes: readonly (PreloadFiles & { readonly route: string; readonly pattern: string })[];
}

/** Files under the build's root (`assets/…`), in the order the browser should ask for them. */
export interface PreloadFiles {
  readonly modules: readonly string[];
  readonly styles: readonly string[];
}

/** The parts of Vite's manifest (`build.manifest`) the map reads. */
export type ViteManifest = Readonly<
  Record<
    string,
    { readonly file: string; readonly isEntry?: boolean; readonly imports?: string[]; readonly css?: string[] }
  >
>;

/** A page route as routes.tsx declares it: its name and path in core's table and its module's source file. */
export interface PageRoute {
  readonly route: string;
  readonly pattern: string;
  /** The module's key in the manifest, e.g. `src/hotel/HotelDetailPage/HotelDetailPageConnected.tsx`. */
  readonly module: string;
}

const closure = (manifest: ViteManifest, key: string, into = new Set<string>()) => {
  if (into.has(key) || manifest[key] === undefined) return into;
  into.add(key);
  for (const child of manifest[key].imports ?? []) closure(manifest, child, into);
  return into;
};

/** The chunks and stylesheets of `key`'s static graph that `loaded` lacks, the module itself first. */
const filesBeyond = (manifest: ViteManifest, key: string, loaded: ReadonlySet<string>): PreloadFiles => {
  if (manifest[key] === undefined) throw new Error(`route-preloads: ${key} is not in Vite's manifest`);
  const keys = [...closure(manifest, key)].filter((each) => !loaded.has(each));
  const fileOf = (each: string) => manifest[each]?.file ?? each;
  const loadedStyles = new Set([...loaded].flatMap((each) => manifest[each]?.css ?? []));
  const styles = [...new Set(keys.flatMap((each) => manifest[each]?.css ?? []))].filter(
    (file) => !loadedStyles.has(file),
  );
  return { modules: keys.map(fileOf), styles };
};

/**
 * The map from Vite's manifest: what each page route needs beyond the entry (index.html's own links) and the
 * portal chunk, which every page loads first: the pages' module (`pagesModule`, through which every page is loaded)
 * and the page's own graph.
 *
 * @example
 * routePreloadMap(manifest, "src/app/portal.tsx", { en: "src/i18n/catalogEn.ts" }, [
 *   { route: "hotelDetail", pattern: "/hotel/details/*", module: "src/hotel/HotelDetailPage/HotelDetailPageConnected.tsx" },
 * ], "src/app/pageModules.ts");
 */
export const routePreloadMap = (
  manifest: ViteManifest,
  portalModule: string,
  languageModules: Readonly<Record<string, string>>,
  pages: readonly PageRoute[],
  pagesModule: string,
): RoutePreloadMap => {
  const entry = Object.keys(manifest).find((key) => manifest[key]?.isEntry === true);
  if (entry === undefined) throw new Error("route-preloads: Vite's manifest has no entry");
  const entryGraph = closure(manifest, entry);
  const portal = filesBeyond(manifest, portalModule, entryGraph);
  const everyPage = closure(manifest, portalModule, new Set(entryGraph));
  return {
    portal,
    languages: Object.fromEntries(
      Object.entries(languageModules).map(([language, key]) => [language, filesBeyond(manifest, key, everyPage)]),
    ),
    routes: pages.map(({ route, pattern, module }) => {
      const own = filesBeyond(manifest, module, everyPage);
      // Every page is reached through the pages' module (and its texts): asked for first, with the page's own graph.
      const through = filesBeyond(manifest, pagesModule, everyPage);
      return {
        route,
        pattern,
        modules: [...new Set([...through.modules, ...own.modules])],
        styles: [...new Set([...through.styles, ...own.styles])],
      };
    }),
  };
};

/** A route's name, its path mode and the module it imports: a `page(…)` call of routes.tsx and its loader in pageModules.ts. */
export interface DeclaredPage {
  readonly route: string;
  readonly mode: "params" | "splat";
  /** The import specifier, relative to routes.tsx and pageModules.ts (one folder). */
  readonly specifier: string;
}

/**
 * The `page(name, mode?)` calls of routes.tsx, each with its loader's import in pageModules.ts: an inline
 * `name: async () => (await import("…")).X` or `name: constName`, the const holding one. A call this cannot read, or
 * a page without an import, fails the build, so the map never silently misses a page.
 */
export const declaredPages = (routesSource: string, modulesSource: string): DeclaredPage[] => {
  const consts = new Map(
    [...modulesSource.matchAll(/const (\w+) = async \(\) =>\s*\(await import\("([^"]+)"\)\)/g)].map((match) => [
      match[1],
      match[2],
    ]),
  );
  const table = /export const PAGE_MODULES = \{\n([\s\S]*?)\n\}/.exec(modulesSource)?.[1] ?? "";
  const loaders = new Map<string, string>();
  for (const [, name = "", value = name] of table.matchAll(/^ {2}(\w+)(?::\s*([\s\S]*?))?,$/gm)) {
    const specifier = /import\("([^"]+)"\)/.exec(value)?.[1] ?? consts.get(value.trim());
    if (specifier !== undefined) loaders.set(name, specifier);
  }
  return routesSource
    .split(/\bpage\(\s*/)
    .slice(1)
    .map((call) => {
      const head = /^"(\w+)"(?:,\s*"(params|splat)")?\s*\)/.exec(call);
      if (head?.[1] === undefined)
        throw new Error(`route-preloads: cannot read the page call "page(${call.slice(0, 80)}"`);
      const specifier = loaders.get(head[1]);
      if (specifier === undefined) throw new Error(`route-preloads: no import for the page "${head[1]}"`);
      return { route: head[1], mode: head[2] === "splat" ? "splat" : "params", specifier };
    });
};

/** Where routes.tsx and pageModules.ts sit in the source, and so what their import specifiers are relative to. */
const ROUTES_FILE = "src/app/routes.tsx";
const PAGE_MODULES_FILE = "src/app/pageModules.ts";
const PORTAL_MODULE = "src/app/portal.tsx";
const LANGUAGE_MODULES = { en: "src/i18n/catalogEn.ts", pt: "src/i18n/catalogPt.ts" };

/** The manifest key of a specifier of routes.tsx (`../hotel/X/Y` → `src/hotel/X/Y.tsx`). */
const manifestKey = (manifest: ViteManifest, specifier: string) => {
  const base = posix.join(posix.dirname(ROUTES_FILE), specifier);
  const key = [".tsx", ".ts", ""].map((extension) => base + extension).find((each) => manifest[each] !== undefined);
  if (key === undefined) throw new Error(`route-preloads: ${specifier} is not in Vite's manifest`);
  return key;
};

/** The Vite plugin: once the client build is written, reads its manifest and writes `.vite/route-preloads.json`. */
export const routePreloads = (): Plugin => {
  let root = "";
  let outDir = "";
  let isSsr = false;
  return {
    name: "travesia:route-preloads",
    apply: "build",
    configResolved(config) {
      root = config.root;
      outDir = resolve(config.root, config.build.outDir);
      isSsr = Boolean(config.build.ssr);
    },
    async writeBundle() {
      if (isSsr) return;
      // Core's own route table gives each page's path, as routes.tsx does (built before web: turbo's ^build).
      const { routerPath } = (await import("@travesia/core")) as {
        routerPath: (name: never, mode: DeclaredPage["mode"]) => string;
      };
      const manifest = JSON.parse(readFileSync(resolve(outDir, ".vite/manifest.json"), "utf8")) as ViteManifest;
      const pages = declaredPages(
        readFileSync(resolve(root, ROUTES_FILE), "utf8"),
        readFileSync(resolve(root, PAGE_MODULES_FILE), "utf8"),
      ).map((page) => ({
        route: page.route,
        pattern: routerPath(page.route as never, page.mode),
        module: manifestKey(manifest, page.specifier),
      }));
      const map = routePreloadMap(manifest, PORTAL_MODULE, LANGUAGE_MODULES, pages, PAGE_MODULES_FILE);
      writeFileSync(resolve(outDir, ".vite/route-preloads.json"), `${JSON.stringify(map, null, 1)}\n`);
    },
  };
};
