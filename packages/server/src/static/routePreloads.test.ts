import { fc, test } from "@fast-check/vitest";
import { describe, expect, it } from "vitest";
import {
  matchPageRoute,
  parseRoutePreloadMap,
  type RoutePreloadMap,
  routePatternScore,
  routePreloadLinks,
  withHeadLinks,
} from "./routePreloads.js";

const map: RoutePreloadMap = {
  portal: { modules: ["assets/portal-1.js", "assets/shared-1.js"], styles: ["assets/portal-1.css"] },
  languages: {
    en: { modules: ["assets/catalogEn-1.js"], styles: [] },
    pt: { modules: ["assets/catalogPt-1.js"], styles: [] },
  },
  routes: [
    { route: "budgetList", pattern: "/mybudgets", modules: ["assets/BudgetList-1.js"], styles: [] },
    { route: "budgetDetail", pattern: "/mybudgets/:id", modules: ["assets/BudgetDetail-1.js"], styles: [] },
    {
      route: "hotelDetail",
      pattern: "/hotel/details/*",
      modules: ["assets/HotelDetail-1.js", "assets/shared-1.js"],
      styles: ["assets/HotelDetail-1.css"],
    },
    { route: "login", pattern: "/login/", modules: ["assets/Login-1.js"], styles: [] },
    { route: "anything", pattern: "/mybudgets/*", modules: ["assets/Anything-1.js"], styles: [] },
  ],
};

const hrefs = (links: string, rel: string) =>
  [...links.matchAll(new RegExp(`<link rel="${rel}"[^>]* href="([^"]+)">`, "g"))].map((match) => match[1]);

describe("routePatternScore", () => {
  it("matches React Router's static, parameter and splat segments, and ranks them", () => {
    expect(routePatternScore("/mybudgets", "/mybudgets")).toBe(10);
    expect(routePatternScore("/mybudgets", "/MyBudgets/")).toBe(10);
    expect(routePatternScore("/mybudgets/:id", "/mybudgets/42")).toBe(13);
    expect(routePatternScore("/mybudgets/:id", "/mybudgets")).toBe(-1);
    expect(routePatternScore("/mybudgets/:id", "/mybudgets/42/more")).toBe(-1);
    expect(routePatternScore("/hotel/details/*", "/hotel/details/a/1/2026-01-01/2026-01-03/2-0/MAD")).toBe(18);
    expect(routePatternScore("/hotel/details/*", "/hotel/results/a")).toBe(-1);
    expect(routePatternScore("/v3/:lang?/map", "/v3/map")).toBe(20);
    expect(routePatternScore("/v3/:lang?/map", "/v3/es/map")).toBe(23);
    expect(routePatternScore("/v3/:lang?/map", "/v3")).toBe(-1);
  });

  const segment = fc.stringMatching(/^[a-z0-9-]{1,8}$/);
  test.prop([fc.array(segment, { minLength: 1, maxLength: 5 }), fc.array(segment, { maxLength: 5 })], {
    numRuns: 1000,
  })("a splat pattern matches every path under its prefix, and a longer static prefix ranks higher", (prefix, rest) => {
    const path = `/${[...prefix, ...rest].join("/")}`;
    const score = routePatternScore(`/${prefix.join("/")}/*`, path);
    expect(score).toBeGreaterThanOrEqual(0);
    if (prefix.length > 1) expect(score).toBeGreaterThan(routePatternScore(`/${prefix[0]}/*`, path));
  });
});

describe("matchPageRoute", () => {
  it("picks the most specific route, as the router does", () => {
    expect(matchPageRoute(map, "/mybudgets/42")?.route).toBe("budgetDetail");
    expect(matchPageRoute(map, "/mybudgets/42/x")?.route).toBe("anything");
    expect(matchPageRoute(map, "/mybudgets")?.route).toBe("budgetList");
    expect(matchPageRoute(map, "/login")?.route).toBe("login");
    expect(matchPageRoute(map, "/nowhere")).toBeUndefined();
  });
});

describe("routePreloadLinks", () => {
  it("names the portal's graph, then the route's, each file once, and preloads the stylesheets", () => {
    const links = routePreloadLinks(map, "/hotel/details/x/1/2026-01-01/2026-01-03/2-0/MAD", "es");
    expect(hrefs(links, "modulepreload")).toEqual([
      "/assets/portal-1.js",
      "/assets/shared-1.js",
      "/assets/HotelDetail-1.js",
    ]);
    expect(hrefs(links, "preload")).toEqual(["/assets/portal-1.css", "/assets/HotelDetail-1.css"]);
    expect(links).toContain('<link rel="preload" as="style" crossorigin href="/assets/portal-1.css">');
    expect(links).toContain('<link rel="modulepreload" crossorigin href="/assets/portal-1.js">');
  });

  it("adds the catalog of a language other than Spanish", () => {
    expect(hrefs(routePreloadLinks(map, "/login/", "en"), "modulepreload")).toEqual([
      "/assets/portal-1.js",
      "/assets/shared-1.js",
      "/assets/catalogEn-1.js",
      "/assets/Login-1.js",
    ]);
  });

  it("names only the portal's graph for a page no route matches (the router's not-found page)", () => {
    expect(hrefs(routePreloadLinks(map, "/nowhere", "pt"), "modulepreload")).toEqual([
      "/assets/portal-1.js",
      "/assets/shared-1.js",
      "/assets/catalogPt-1.js",
    ]);
  });

  it("holds them until the first paint, as a page that holds its own (a prerendered shell, whose script makes them real)", () => {
    const shell =
      '<head><link rel="x-after-paint" data-rel="modulepreload" crossorigin href="/assets/entry-1.js"></head>';
    const links = routePreloadLinks(map, "/hotel/details/x/1/2026-01-01/2026-01-03/2-0/MAD", "es", shell);
    expect(links).toContain(
      '<link rel="x-after-paint" data-rel="modulepreload" crossorigin href="/assets/portal-1.js">',
    );
    expect(links).toContain(
      '<link rel="x-after-paint" data-rel="preload" as="style" crossorigin href="/assets/HotelDetail-1.css">',
    );
    expect(links).not.toContain('<link rel="modulepreload"');
  });

  it("escapes what could end an attribute", () => {
    const odd: RoutePreloadMap = { ...map, portal: { modules: ['assets/a"b<c&.js'], styles: [] } };
    expect(routePreloadLinks(odd, "/nowhere", "es")).toBe(
      '<link rel="modulepreload" crossorigin href="/assets/a&quot;b&lt;c&amp;.js">',
    );
  });
});

describe("withHeadLinks", () => {
  it("puts the links at the end of the head, and leaves a page without a head as it is", () => {
    expect(withHeadLinks("<html><head><title>x</title></head><body></body></html>", "<link>")).toBe(
      "<html><head><title>x</title><link>\n  </head><body></body></html>",
    );
    expect(withHeadLinks("no head", "<link>")).toBe("no head");
    expect(withHeadLinks("<head></head>", "")).toBe("<head></head>");
  });
});

describe("parseRoutePreloadMap", () => {
  it("reads the map web's build writes, and nothing else", () => {
    expect(parseRoutePreloadMap(JSON.stringify(map))).toEqual(map);
    expect(parseRoutePreloadMap("not json")).toBeUndefined();
    expect(parseRoutePreloadMap("null")).toBeUndefined();
    expect(parseRoutePreloadMap(JSON.stringify({ ...map, routes: [{ pattern: "/x", modules: [] }] }))).toBeUndefined();
    expect(parseRoutePreloadMap(JSON.stringify({ ...map, languages: { en: { modules: [1], styles: [] } } }))).toBe(
      undefined,
    );
  });

  test.prop([fc.jsonValue()], { numRuns: 1000 })("any other JSON is refused, never thrown on", (value) => {
    const parsed = parseRoutePreloadMap(JSON.stringify(value));
    if (parsed !== undefined) expect(Array.isArray(parsed.routes)).toBe(true);
  });
});
