import { readFile } from "node:fs/promises";
import { fc, test } from "@fast-check/vitest";
import {
  type EndpointName,
  endpoints,
  homeBackgroundPath,
  REALTIME_EVENTS_PATH,
  ROUTES,
  searchFormPosts,
} from "@travesia/core";
import { describe, expect, it } from "vitest";
import { FORWARDED_PATHS, isForwardedPath, ruleOfBuiltPath, ruleOfEndpoint } from "./forwardedPaths.js";

/** Sample arguments of every call: a new call in core fails to compile here until it has some. */
const sampleArguments: Record<EndpointName, readonly unknown[]> = {
  login: [],
  logout: [],
  user: [],
  header: [],
  selectedCurrency: [],
  counters: [],
  footer: [],
  customLocales: [],
  profileLanguages: [],
  translations: ["pt"],
  translation: ["es", "search.submit", true, 3],
  portalConfig: ["7"],
  sessionStatus: [],
  currencies: [],
  currencySession: [],
  setCurrencySession: [],
  homeSearchImage: ["home", "mobile"],
  mainImage: ["flights"],
  todayBookingCount: [],
  alertsSummary: [],
  messageCount: ["2026-11-21"],
  locations: ["buenos aires"],
  locationsAll: ["men"],
  locationsPlus: ["men"],
  citiesAirports: ["es", { pattern: "men", destinationType: "NMO.GBL.PDT.AIR" }],
  complete: ["hotel", "alv"],
  completePoi: ["museo", -34.6, -58.38, 50000],
  completePlace: ["ChIJ1"],
  insertHotel: [],
  insertPoi: [],
  findAirline: [],
  findHotel: [],
  findIcons: [],
  promotions: [],
  recommendedHotels: [],
  tripAdvisorDetail: ["es", "HD-77"],
  budgetList: [],
  budgetSearch: [],
  budgetGet: ["4711"],
  budgetFilter: [],
  budgetCreate: [],
  budgetAddProduct: [],
  budgetDelete: ["4711"],
  budgetShareLink: ["4711"],
  budgetShareLinkCreate: ["4711"],
  budgetShareLinkEmail: ["4711"],
  budgetShareLinkRevoke: ["4711"],
  budgetCustomerView: ["AbC-_x"],
  budgetRequote: ["4711"],
  budgetAcceptPrices: ["4711"],
  deadlineDigest: [],
  deadlineDigestSet: [],
  createDraft: [],
  tripGet: ["981"],
  hotelFavouriteAdd: ["HD-77"],
  hotelFavouriteDelete: ["HD-77"],
  hotelFavourites: [],
  hotelSearch: [],
  hotelOffers: [],
  hotelCompare: [],
  hotelMoreRates: [],
  hotelCatalog: ["HD-77"],
  houseSearch: [],
  hotelQuote: ["TP-1", ["A", "B"]],
  houseQuote: ["TP-1"],
  hotelCheckoutSummary: ["TP-1"],
  hotelPolitics: ["TP-1", "DD/MM/YYYY"],
  hotelEmail: [],
  hotelEmailPdf: [],
  hotelPdf: [],
  hotelPdfMulti: [],
  newsletter: [],
  defaulterMessage: [],
  bundleTematics: [],
  bundleSearchMonth: ["dic"],
  bundleSearchDestination: ["bar"],
  officeIds: [],
  flightParams: [],
  flightSearch: [],
  flightCalendar: [],
  flightRules: [["1", "2"]],
  packageSearch: ["/flightsHotels/results/BUE:Buenos%20Aires/CUN/Canc%C3%BAn/2027-03-01/2027-03-08/2-0/0/0"],
  packageDetail: ["PK-1"],
  activitiesPdf: [],
  transfersPdf: [],
  circuitsPdf: [],
  activitySearch: [],
  activityDetail: ["AC-1", "2027-03-01", "2027-03-04"],
  circuitSearch: [],
  circuitDetail: ["CI-1", "2027-03", 2],
  transferSearch: [],
  printVoucher: [],
};

const pathOf = (built: string) => built.split("?")[0] ?? built;
const build = (name: EndpointName, args: readonly unknown[]) =>
  (endpoints[name].path as (...values: readonly unknown[]) => string)(...args);

describe("FORWARDED_PATHS", () => {
  it("covers every call of the spec's sections 7 as the portal builds it", () => {
    for (const name of Object.keys(endpoints) as EndpointName[]) {
      expect(isForwardedPath(pathOf(build(name, sampleArguments[name]))), name).toBe(true);
    }
  });

  test.prop([fc.string({ minLength: 1 }), fc.string({ minLength: 1 })], { numRuns: 1000 })(
    "covers the parameterised calls whatever their parameters",
    (first, second) => {
      expect(isForwardedPath(pathOf(endpoints.budgetDelete.path(first)))).toBe(true);
      expect(isForwardedPath(pathOf(endpoints.hotelPolitics.path(first, second)))).toBe(true);
      expect(isForwardedPath(pathOf(endpoints.hotelQuote.path(first, [second])))).toBe(true);
      expect(isForwardedPath(pathOf(endpoints.houseQuote.path(first)))).toBe(true);
      expect(isForwardedPath(pathOf(endpoints.translation.path(first, second)))).toBe(true);
      expect(isForwardedPath(pathOf(endpoints.flightRules.path([first, second])))).toBe(true);
    },
  );

  it("covers the event stream, the search form posts and the files the API names", () => {
    expect(isForwardedPath(REALTIME_EVENTS_PATH)).toBe(true);
    for (const post of Object.values(searchFormPosts)) expect(isForwardedPath(post.path), post.path).toBe(true);
    expect(isForwardedPath("/images/hotels/H1/1.webp")).toBe(true);
    expect(isForwardedPath("/img/paquetes/p.svg")).toBe(true);
    // The home's background images, named by the prerendered home page (core's homeBackgroundPath).
    expect(isForwardedPath(homeBackgroundPath({ pageCode: "hotels", device: "desktop", language: "es" }))).toBe(true);
    expect(isForwardedPath("/files/00000000-0000-0000-0000-000000000000.pdf")).toBe(true);
  });

  it("leaves the portal's pages and files to the portal (the package detail is both: navigations get the page)", () => {
    const pages = Object.entries(ROUTES).filter(
      ([name]) =>
        ![
          "hotelSearchPost",
          "flightSearchPost",
          "packageSearchPost",
          "bundleSearchPost",
          "bundleAllResultsPost",
        ].includes(name) && name !== "findHash",
    );
    for (const [name, pattern] of pages) {
      const sample = pattern.replace(/\{\w+\}/g, "x");
      expect(isForwardedPath(sample), name).toBe(name === "packageDetail");
    }
    for (const file of ["/", "/index.html", "/assets/index-abc.js", "/favicon.svg", "/prerendered/home.es.html"]) {
      expect(isForwardedPath(file), file).toBe(false);
    }
  });

  it("holds no rule another prefix covers", () => {
    for (const rule of FORWARDED_PATHS) {
      const others = FORWARDED_PATHS.filter((other) => other !== rule && other.kind === "prefix");
      expect(
        others.some((other) => rule.path.startsWith(other.path)),
        rule.path,
      ).toBe(false);
    }
  });

  it("is the list the portal server's README gives operators", async () => {
    const readme = await readFile(new URL("../README.md", import.meta.url), "utf8");
    for (const rule of FORWARDED_PATHS) {
      expect(readme, rule.path).toContain(rule.kind === "prefix" ? `\`${rule.path}…\`` : `\`${rule.path}\``);
    }
  });
});

describe("ruleOfBuiltPath", () => {
  it("reads an exact path, or the prefix before the first parameter, without the query", () => {
    expect(ruleOfBuiltPath("/api/user")).toEqual({ kind: "exact", path: "/api/user" });
    expect(ruleOfBuiltPath("/api/budget/delete/%00")).toEqual({ kind: "prefix", path: "/api/budget/delete/" });
    expect(ruleOfBuiltPath("/inbox/msgCount/%00/false")).toEqual({ kind: "prefix", path: "/inbox/msgCount/" });
    expect(ruleOfBuiltPath("/checkout/quote/hotel/%00%3FaccommodationType=HouseOrApartment")).toEqual({
      kind: "prefix",
      path: "/checkout/quote/hotel/",
    });
    expect(ruleOfBuiltPath("/dynamicVacationBundle/searchMonth?pattern=%00")).toEqual({
      kind: "exact",
      path: "/dynamicVacationBundle/searchMonth",
    });
  });

  it("reads every call of core's endpoints", () => {
    expect(ruleOfEndpoint(endpoints.budgetDelete)).toEqual({ kind: "prefix", path: "/api/budget/delete/" });
    expect(ruleOfEndpoint(endpoints.citiesAirports)).toEqual({ kind: "prefix", path: "/portal/citiesAirports/" });
    expect(ruleOfEndpoint(endpoints.flightRules)).toEqual({ kind: "prefix", path: "/api/v1/flights/rules/" });
    expect(ruleOfEndpoint(endpoints.budgetList)).toEqual({ kind: "exact", path: "/api/budget/list" });
  });
});
