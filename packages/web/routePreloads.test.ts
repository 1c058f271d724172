import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { declaredPages, routePreloadMap, type ViteManifest } from "./routePreloads";

const manifest: ViteManifest = {
  "index.html": { file: "assets/index-1.js", isEntry: true, imports: ["_runtime.js"], css: ["assets/index-1.css"] },
  "_runtime.js": { file: "assets/runtime-1.js" },
  "src/app/portal.tsx": { file: "assets/portal-1.js", imports: ["_runtime.js", "_shared.js"], css: ["assets/p.css"] },
  "_shared.js": { file: "assets/shared-1.js", css: ["assets/index-1.css"] },
  "_query.js": { file: "assets/query-1.js", imports: ["_shared.js"], css: ["assets/q.css"] },
  "src/hotel/Detail.tsx": { file: "assets/Detail-1.js", imports: ["_query.js", "_runtime.js"], css: ["assets/d.css"] },
  "src/i18n/catalogEn.ts": { file: "assets/catalogEn-1.js", imports: ["_runtime.js"] },
  "src/app/pageModules.ts": { file: "assets/pageModules-1.js", imports: ["_texts.js", "_runtime.js"] },
  "_texts.js": { file: "assets/texts-1.js" },
};

describe("routePreloadMap", () => {
  it("gives each route's graph beyond the entry's and the portal chunk's, the pages' module first", () => {
    const map = routePreloadMap(
      manifest,
      "src/app/portal.tsx",
      { en: "src/i18n/catalogEn.ts" },
      [{ route: "hotelDetail", pattern: "/hotel/details/*", module: "src/hotel/Detail.tsx" }],
      "src/app/pageModules.ts",
    );
    expect(map).toEqual({
      portal: { modules: ["assets/portal-1.js", "assets/shared-1.js"], styles: ["assets/p.css"] },
      languages: { en: { modules: ["assets/catalogEn-1.js"], styles: [] } },
      routes: [
        {
          route: "hotelDetail",
          pattern: "/hotel/details/*",
          modules: ["assets/pageModules-1.js", "assets/texts-1.js", "assets/Detail-1.js", "assets/query-1.js"],
          styles: ["assets/d.css", "assets/q.css"],
        },
      ],
    });
  });

  it("refuses a page module the build does not have", () => {
    expect(() =>
      routePreloadMap(
        manifest,
        "src/app/portal.tsx",
        {},
        [{ route: "x", pattern: "/x", module: "src/X.tsx" }],
        "src/app/pageModules.ts",
      ),
    ).toThrow(/src\/X.tsx is not in Vite's manifest/);
  });
});

describe("declaredPages", () => {
  it("reads the page(…) calls with their path mode, and each page's inline, named or shorthand loader", () => {
    const routes = `
const page = (name: RouteName & PageName, mode = "params") => ({});
export const routes = [
  page("login"),
  page("hotelDetail", "splat"),
  page("hotelResults", "splat"),
  page("hotelMap"),
];`;
    const modules = `
const results = async () =>
  (await import("../hotel/Results")).Results;
export const PAGE_MODULES = {
  login: async () => (await import("../session/Login")).Login,
  hotelDetail: async () =>
    (await import("../hotel/Detail")).Detail,
  hotelResults: results,
  hotelMap: results,
} satisfies Pages;`;
    expect(declaredPages(routes, modules)).toEqual([
      { route: "login", mode: "params", specifier: "../session/Login" },
      { route: "hotelDetail", mode: "splat", specifier: "../hotel/Detail" },
      { route: "hotelResults", mode: "splat", specifier: "../hotel/Results" },
      { route: "hotelMap", mode: "params", specifier: "../hotel/Results" },
    ]);
  });

  it("reads every page route of the portal's routes.tsx, each with one of pageModules.ts's lazy imports", () => {
    const routes = readFileSync(resolve(import.meta.dirname, "src/app/routes.tsx"), "utf8");
    const modules = readFileSync(resolve(import.meta.dirname, "src/app/pageModules.ts"), "utf8");
    const pages = declaredPages(routes, modules);
    const imports = new Set([...modules.matchAll(/import\("([^"]+)"\)/g)].map((match) => match[1]));
    // Every lazy import is a declared page's, but the not-found page's (no route).
    const undeclared = [...imports].filter((specifier) => !pages.some((page) => page.specifier === specifier));
    expect(undeclared).toEqual(["../shell/NotFoundPage/NotFoundPage"]);
    expect(pages.find((page) => page.route === "hotelDetail")).toEqual({
      route: "hotelDetail",
      mode: "splat",
      specifier: "../hotel/HotelDetailPage/HotelDetailPageConnected",
    });
    expect(pages.find((page) => page.route === "hotelMap")?.mode).toBe("params");
    expect(pages.find((page) => page.route === "adminAudit")?.specifier).toBe("../admin/AdminPage/AdminPageConnected");
  });

  it("fails on a page call it cannot read, or a page with no import, rather than leave the page out", () => {
    expect(() => declaredPages("page(routeName)", "")).toThrow(/cannot read/);
    expect(() => declaredPages('page("x")', "export const PAGE_MODULES = {\n  y: other,\n}")).toThrow(/no import/);
  });
});
