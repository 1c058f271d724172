import { readFile } from "node:fs/promises";
import { join } from "node:path";
import type { Language } from "@travesia/core";

/** A page's files to fetch with the HTML: module chunks and stylesheets, paths under the build's root. */
interface PreloadFiles {
  readonly modules: readonly string[];
  readonly styles: readonly string[];
}

/**
 * The map web's build writes to `.vite/route-preloads.json` (web's `routePreloads.ts`, from Vite's manifest): the
 * portal chunk's graph, the on-demand catalogs by language, and each page route's React Router pattern with its graph.
 * Read as plain JSON: the server matches patterns itself and never imports web.
 */
export interface RoutePreloadMap {
  readonly portal: PreloadFiles;
  readonly languages: Readonly<Record<string, PreloadFiles>>;
  readonly routes: readonly (PreloadFiles & { readonly route: string; readonly pattern: string })[];
}

const isFiles = (value: unknown): value is PreloadFiles => {
  const files = value as PreloadFiles | undefined;
  const strings = (list: unknown) => Array.isArray(list) && list.every((each) => typeof each === "string");
  return typeof files === "object" && files !== null && strings(files.modules) && strings(files.styles);
};

/** The map from its JSON text, or undefined when it is not one (a build of another version, a broken file). */
export const parseRoutePreloadMap = (text: string): RoutePreloadMap | undefined => {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return undefined;
  }
  const map = value as RoutePreloadMap | null;
  if (typeof map !== "object" || map === null || !isFiles(map.portal) || !Array.isArray(map.routes)) return undefined;
  if (typeof map.languages !== "object" || map.languages === null || !Object.values(map.languages).every(isFiles))
    return undefined;
  const routesOk = (map.routes as readonly unknown[]).every((route) => {
    const named = route as { readonly pattern?: unknown; readonly route?: unknown } | null;
    return isFiles(route) && typeof named?.pattern === "string" && typeof named.route === "string";
  });
  return routesOk ? map : undefined;
};

/** The build's map, or undefined without one (a plain `vite build` of an older version, the dev server). */
export const readRoutePreloadMap = async (staticDir: string): Promise<RoutePreloadMap | undefined> => {
  const text = await readFile(join(staticDir, ".vite", "route-preloads.json"), "utf8").catch(() => undefined);
  return text === undefined ? undefined : parseRoutePreloadMap(text);
};

/**
 * How specific a matching pattern is, as React Router ranks routes: a static segment outweighs a parameter, which
 * outweighs a splat; -1 when `pattern` does not match `path`. Segments compare case-insensitively and a trailing
 * slash is ignored, as React Router does by default.
 *
 * @example
 * routePatternScore("/hotel/details/*", "/hotel/details/a/1/2026-01-01"); // 19
 * routePatternScore("/mybudgets/:id", "/mybudgets"); // -1
 */
export const routePatternScore = (pattern: string, path: string): number => {
  const segments = (text: string) => text.split("/").filter((segment) => segment !== "");
  const given = segments(path);
  // An optional segment (`:lang?`) stands for two patterns, with and without it, as React Router explodes it.
  const variants = segments(pattern).reduce<string[][]>(
    (each, segment) =>
      segment.endsWith("?")
        ? each.flatMap((variant) => [variant, [...variant, segment.slice(0, -1)]])
        : each.map((variant) => [...variant, segment]),
    [[]],
  );
  return Math.max(...variants.map((wanted) => scoreOf(wanted, given)));
};

const scoreOf = (wanted: readonly string[], given: readonly string[]): number => {
  let score = 0;
  for (const [index, segment] of wanted.entries()) {
    if (segment === "*") return index === wanted.length - 1 ? score - 2 : -1;
    const value = given[index];
    if (value === undefined) return -1;
    if (segment.startsWith(":")) score += 3;
    else if (safeDecode(value).toLowerCase() === segment.toLowerCase()) score += 10;
    else return -1;
  }
  return given.length === wanted.length ? score : -1;
};

const safeDecode = (segment: string) => {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
};

/** The page route the router would show for `path`: the most specific matching pattern, the first among equals. */
export const matchPageRoute = (map: RoutePreloadMap, path: string): RoutePreloadMap["routes"][number] | undefined => {
  let best: RoutePreloadMap["routes"][number] | undefined;
  let bestScore = -1;
  for (const route of map.routes) {
    const score = routePatternScore(route.pattern, path);
    if (score > bestScore) [best, bestScore] = [route, score];
  }
  return best;
};

/** The `rel` of a link a prerendered shell holds until its first paint (its inline script then sets `data-rel`). */
const AFTER_PAINT_REL = "x-after-paint";

/**
 * The `<link>` elements that start a page's graph with its HTML: the portal chunk's modules, the catalog of a
 * language other than Spanish, then the matched route's. `crossorigin` as the entry's own script and Vite's preload
 * helper ask, so the browser reuses these fetches when the modules are imported; stylesheets are preloaded, not
 * applied: the portal inserts them itself (in its order) when the route is imported. `page`: the HTML the links go
 * into; the stylesheets it already links to are left out, and a page that holds its own preloads until its first
 * paint (`rel="x-after-paint"`, the prerendered shells) gets these held the same way.
 */
export const routePreloadLinks = (map: RoutePreloadMap, path: string, language: Language, page = ""): string => {
  const route = matchPageRoute(map, path);
  const parts = [map.portal, ...(language === "es" ? [] : [map.languages[language]]), route].filter(
    (files): files is PreloadFiles => files !== undefined,
  );
  const href = (file: string) => escapeAttribute(`/${file.replace(/^\/+/, "")}`);
  const modules = [...new Set(parts.flatMap((files) => files.modules))];
  // A stylesheet the page already holds (the prerendered shell inlines the portal's, keeping a disabled link to it)
  // is never requested by the portal: a preload would fetch it for nothing (and the browser warns of it).
  const styles = [...new Set(parts.flatMap((files) => files.styles))].filter(
    (file) => !page.includes(`href="${href(file)}"`),
  );
  // A prerendered shell holds its own preloads until its first paint (web's `scripts/prerender.mjs`): the route's wait
  // with them, in the same form, and its inline script makes them all real after that paint.
  const rel = page.includes(`rel="${AFTER_PAINT_REL}"`)
    ? (real: string) => `rel="${AFTER_PAINT_REL}" data-rel="${real}"`
    : (real: string) => `rel="${real}"`;
  return [
    ...modules.map((file) => `<link ${rel("modulepreload")} crossorigin href="${href(file)}">`),
    ...styles.map((file) => `<link ${rel("preload")} as="style" crossorigin href="${href(file)}">`),
  ].join("");
};

const escapeAttribute = (text: string) => text.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;");

/** `html` with `links` placed at the end of its head (unchanged if it has no `</head>`). */
export const withHeadLinks = (html: string, links: string): string => {
  const at = html.search(/<\/head>/i);
  return at < 0 || links === "" ? html : `${html.slice(0, at)}${links}\n  ${html.slice(at)}`;
};
