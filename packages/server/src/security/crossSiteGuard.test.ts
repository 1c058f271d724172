import { fc, test } from "@fast-check/vitest";
import { describe, expect, it } from "vitest";
import { crossSiteVerdict, type GuardedRequest } from "./crossSiteGuard.js";

const OWN = "http://127.0.0.1:4400";
const request = (overrides: Partial<GuardedRequest>): GuardedRequest => ({
  method: "GET",
  path: "/api/user",
  secFetchSite: undefined,
  origin: undefined,
  referer: undefined,
  ownOrigin: OWN,
  ...overrides,
});

describe("crossSiteVerdict", () => {
  it("lets the portal's own pages call the API", () => {
    expect(crossSiteVerdict(request({ secFetchSite: "same-origin" })).allowed).toBe(true);
    expect(crossSiteVerdict(request({ method: "POST", path: "/api/budget/create", origin: OWN })).allowed).toBe(true);
  });

  it("refuses another site's link, form or fetch, top-level navigations included", () => {
    for (const site of ["cross-site", "same-site"]) {
      const verdict = crossSiteVerdict(request({ path: "/api/budget/delete/7", secFetchSite: site }));
      expect(verdict).toEqual({
        allowed: false,
        reason: `a request started by another site (Sec-Fetch-Site: ${site}) may not call the API`,
      });
    }
    expect(crossSiteVerdict(request({ method: "POST", path: "/api/logout", secFetchSite: "cross-site" })).allowed).toBe(
      false,
    );
  });

  it("lets an address typed in the browser read, but not change state", () => {
    expect(crossSiteVerdict(request({ secFetchSite: "none" })).allowed).toBe(true);
    for (const path of [
      "/api/budget/delete/7",
      "/api/v1/add/hotel/favourite/HD-1",
      "/api/v1/del/hotel/favourite/HD-1",
      "/checkout/quote/hotel/TP-1",
    ]) {
      expect(crossSiteVerdict(request({ path, secFetchSite: "none" })).allowed, path).toBe(false);
    }
    expect(crossSiteVerdict(request({ method: "POST", path: "/api/login", secFetchSite: "none" })).allowed).toBe(false);
  });

  it("falls back to Origin, then Referer, where a browser sends no Fetch Metadata", () => {
    const post = { method: "POST", path: "/api/budget/create" };
    expect(crossSiteVerdict(request({ ...post, origin: "https://elsewhere.example" })).allowed).toBe(false);
    expect(crossSiteVerdict(request({ ...post, origin: "null" })).allowed).toBe(false);
    expect(
      crossSiteVerdict(request({ path: "/api/budget/delete/7", referer: "https://elsewhere.example/a" })).allowed,
    ).toBe(false);
    expect(crossSiteVerdict(request({ path: "/api/budget/delete/7", referer: `${OWN}/mybudgets` })).allowed).toBe(true);
  });

  it("lets clients that are not browser pages through (scripts, tests, servers)", () => {
    expect(crossSiteVerdict(request({ method: "POST", path: "/api/login" })).allowed).toBe(true);
  });

  it("lets any site show the API's public images", () => {
    expect(crossSiteVerdict(request({ path: "/images/hotels/H1/1.webp", secFetchSite: "cross-site" })).allowed).toBe(
      true,
    );
    expect(
      crossSiteVerdict(request({ method: "POST", path: "/images/hotels/H1/1.webp", secFetchSite: "cross-site" }))
        .allowed,
    ).toBe(false);
  });

  test.prop(
    [
      fc.constantFrom("GET", "HEAD", "POST", "PUT", "DELETE"),
      fc.webPath().filter((path) => !path.startsWith("/images/") && !path.startsWith("/img/")),
      fc.constantFrom("cross-site", "same-site"),
      fc.option(fc.webUrl(), { nil: undefined }),
    ],
    { numRuns: 1000 },
  )("never lets a request another site started reach the API", (method, path, site, origin) => {
    expect(crossSiteVerdict(request({ method, path, secFetchSite: site, origin })).allowed).toBe(false);
  });
});
