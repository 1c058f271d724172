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
};

describe("routePreloadMap", () => {
  it("gives each route's graph beyond the entry's and the portal chunk's, the page module first", () => {
    const map = routePreloadMap(manifest, "src/app/portal.tsx", { en: "src/i18n/catalogEn.ts" }, [
      { route: "hotelDetail", pattern: "/hotel/details/*", module: "src/hotel/Detail.tsx" },
    ]);
    expect(map).toEqual({
      portal: { modules: ["assets/portal-1.js", "assets/shared-1.js"], styles: ["assets/p.css"] },
      languages: { en: { modules: ["assets/catalogEn-1.js"], styles: [] } },
      routes: [
        {
          route: "hotelDetail",
          pattern: "/hotel/details/*",
          modules: ["assets/Detail-1.js", "assets/query-1.js"],
          styles: ["assets/d.css", "assets/q.css"],
        },
      ],
    });
  });

  it("refuses a page module the build does not have", () => {
    expect(() =>
      routePreloadMap(manifest, "src/app/portal.tsx", {}, [{ route: "x", pattern: "/x", module: "src/X.tsx" }]),
    ).toThrow(/src\/X.tsx is not in Vite's manifest/);
  });
});

describe("declaredPages", () => {
  it("reads the inline and the named loaders of page(…) calls, with their path mode", () => {
    const source = `
const results = async () =>
  (await import("../hotel/Results")).Results;
const page = (name: RouteName, load: () => Promise<ComponentType>, mode = "params") => ({});
export const routes = [
  page("login", async () => (await import("../session/Login")).Login),
  page(
    "hotelDetail",
    async () => (await import("../hotel/Detail")).Detail,
    "splat",
  ),
  page("hotelResults", results, "splat"),
  page("hotelMap", results),
];`;
    expect(declaredPages(source)).toEqual([
      { route: "login", mode: "params", specifier: "../session/Login" },
      { route: "hotelDetail", mode: "splat", specifier: "../hotel/Detail" },
      { route: "hotelResults", mode: "splat", specifier: "../hotel/Results" },
      { route: "hotelMap", mode: "params", specifier: "../hotel/Results" },
    ]);
  });

  it("reads every page route of the portal's routes.tsx, each with one of its lazy imports", () => {
    const source = readFileSync(resolve(import.meta.dirname, "src/app/routes.tsx"), "utf8");
    const pages = declaredPages(source);
    const imports = new Set([...source.matchAll(/import\("([^"]+)"\)/g)].map((match) => match[1]));
    // Every lazy import is a declared page's, but the home's (prerendered) and the not-found page's (no route).
    const undeclared = [...imports].filter((specifier) => !pages.some((page) => page.specifier === specifier));
    expect(undeclared.sort()).toEqual(["../home/HomePage/HomePageConnected", "../shell/NotFoundPage/NotFoundPage"]);
    expect(pages.find((page) => page.route === "hotelDetail")).toEqual({
      route: "hotelDetail",
      mode: "splat",
      specifier: "../hotel/HotelDetailPage/HotelDetailPageConnected",
    });
    expect(pages.find((page) => page.route === "hotelMap")?.mode).toBe("params");
  });

  it("fails on a page call it cannot read, rather than leave the page out", () => {
    expect(() => declaredPages('page(routeName, async () => (await import("../x")).X)')).toThrow(/cannot read/);
  });
});
