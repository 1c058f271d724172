import { fc, test } from "@fast-check/vitest";
import { Schema } from "effect";
import { describe, expect, it } from "vitest";
import * as endpointModule from "./endpoints/index.js";
import { endpoints } from "./endpoints.js";

const all = Object.entries(endpoints);

/** Every call with sample arguments and the path it must build (spec 000, 001 and 002 sections 7). */
const expectedPaths: Record<keyof typeof endpoints, readonly [readonly unknown[], string]> = {
  login: [[], "/api/login"],
  logout: [[], "/api/logout"],
  user: [[], "/api/user"],
  header: [[], "/api/v2/header"],
  selectedCurrency: [[], "/api/v2/currency/selected"],
  counters: [[], "/api/v2/counters"],
  footer: [[], "/api/v2/footer"],
  customLocales: [[], "/api/customLocales"],
  profileLanguages: [[], "/profile/languages"],
  translations: [["pt"], "/i18n/pt"],
  translation: [["es", "search.submit"], "/i18n/es/search.submit"],
  portalConfig: [["7"], "/api/portal/config/7"],
  sessionStatus: [[], "/api/session-status"],
  currencies: [[], "/currency/getCurrencies"],
  currencySession: [[], "/currency/getCurrencySession"],
  setCurrencySession: [[], "/currency/setCurrencySession"],
  homeSearchImage: [["home", "mobile"], "/api/portal/getHomeSearchImage/home/mobile"],
  mainImage: [["flights"], "/api/portal/getMainImage/flights"],
  todayBookingCount: [[], "/mybookings/getTodayBookingCount"],
  alertsSummary: [[], "/alerts/summary"],
  messageCount: [["2026-11-21"], "/inbox/msgCount/2026-11-21/false"],
  locations: [["buenos aires"], "/api/locations/buenos%20aires"],
  locationsAll: [["men"], "/api/locations-all/men"],
  locationsPlus: [["men"], "/api/locations-plus/men"],
  citiesAirports: [
    ["es", { pattern: "men", destinationType: "NMO.GBL.PDT.AIR" }],
    "/portal/citiesAirports/es?pattern=men&destinationType=NMO.GBL.PDT.AIR",
  ],
  complete: [["hotel", "alv"], "/api/complete/hotel/alv"],
  completePoi: [["museo", -34.6, -58.38, 50000], "/api/complete/poi/museo/-34.6/-58.38/50000"],
  completePlace: [["ChIJ1"], "/api/complete/place/ChIJ1"],
  insertHotel: [[], "/api/complete/insertHotel"],
  insertPoi: [[], "/api/complete/insertPoi"],
  findAirline: [[], "/backend/dynamic-packaging-flight/find-airline"],
  findHotel: [[], "/backend/dynamic-packaging-hotel/find-hotel"],
  findIcons: [[], "/backend/portal-configuration/find-icons"],
  promotions: [[], "/api/fake/products/promotions/"],
  recommendedHotels: [[], "/api/fake/recommended/hotels/"],
  tripAdvisorDetail: [["es", "HD-77"], "/hotel/detail/tripadvisor/es/HD-77"],
  budgetList: [[], "/api/budget/list"],
  budgetSearch: [[], "/api/budget/search"],
  budgetGet: [["4711"], "/api/budget/get/4711"],
  budgetFilter: [[], "/api/budget/filter"],
  budgetCreate: [[], "/api/budget/create"],
  deadlineDigest: [[], "/api/budget/deadlineDigest"],
  deadlineDigestSet: [[], "/api/budget/deadlineDigest"],
  budgetRequote: [["981"], "/api/budget/requote/981"],
  budgetAcceptPrices: [["981"], "/api/budget/acceptPrices/981"],
  budgetShareLink: [["981"], "/api/budget/shareLink/981"],
  budgetShareLinkCreate: [["981"], "/api/budget/shareLink/981"],
  budgetShareLinkRevoke: [["981"], "/api/budget/shareLink/981/revoke"],
  budgetShareLinkEmail: [["981"], "/api/budget/shareLink/981/email"],
  budgetCustomerView: [["a-b_c"], "/api/public/budget/a-b_c"],
  budgetAddProduct: [[], "/api/budget/addProduct"],
  budgetDelete: [["4711"], "/api/budget/delete/4711"],
  createDraft: [[], "/v3/api/create/draft"],
  tripGet: [["981"], "/v3/api/trip/981"],
  hotelFavouriteAdd: [["HD-77"], "/api/v1/add/hotel/favourite/HD-77"],
  hotelFavouriteDelete: [["HD-77"], "/api/v1/del/hotel/favourite/HD-77"],
  hotelFavourites: [[], "/api/v1/hotel/favourites"],
  hotelSearch: [[], "/api/v1/hotels/search"],
  hotelOffers: [[], "/api/v1/hotels/offers"],
  hotelCompare: [[], "/api/v1/hotels/compare"],
  hotelMoreRates: [[], "/api/v1/hotels/searchMoreRateOptions"],
  hotelCatalog: [["HD-77"], "/api/v1/hotels/catalog/HD-77"],
  houseSearch: [[], "/api/v1/houses/search"],
  hotelQuote: [["TP-1", ["A", "B"]], "/checkout/quote/hotel/TP-1/A,B"],
  houseQuote: [["TP-1"], "/checkout/quote/hotel/TP-1%3FaccommodationType=HouseOrApartment"],
  hotelCheckoutSummary: [["H1-20270112-3-2x0-2"], "/api/v1/hotels/checkout/H1-20270112-3-2x0-2"],
  hotelPolitics: [["TP-1", "DD/MM/YYYY"], "/api/v1/hotels/politics/TP-1/DD%2FMM%2FYYYY/false"],
  hotelEmail: [[], "/hotel/email"],
  hotelEmailPdf: [[], "/hotel/emailPDF"],
  hotelPdf: [[], "/hotel/pdf"],
  hotelPdfMulti: [[], "/hotel/pdf/multi"],
  newsletter: [[], "/api/newsletter"],
  defaulterMessage: [[], "/api/get-defaulter-message"],
  bundleTematics: [[], "/dynamicVacationBundle/getTematics"],
  bundleSearchMonth: [["dic"], "/dynamicVacationBundle/searchMonth?pattern=dic"],
  bundleSearchDestination: [["bar"], "/dynamicVacationBundle/searchDestination?pattern=bar"],
  officeIds: [[], "/api/utils/flights/getOfficeIds"],
  flightParams: [[], "/api/configuration/flights/params"],
  flightSearch: [[], "/api/v1/flights/search"],
  flightCalendar: [[], "/api/v1/flights/calendar"],
  flightRules: [[["1", "2"]], "/api/v1/flights/rules/1,2"],
  packageSearch: [
    ["/flightsHotels/results/BUE:Buenos%20Aires/CUN/Canc%C3%BAn/2027-03-01/2027-03-08/2-0/0/0"],
    "/api/v1/flightsHotels/search?url=%2FflightsHotels%2Fresults%2FBUE%3ABuenos%2520Aires%2FCUN%2FCanc%25C3%25BAn%2F2027-03-01%2F2027-03-08%2F2-0%2F0%2F0",
  ],
  packageDetail: [["PK-1"], "/flightsHotels/packageDetails/PK-1"],
  activitiesPdf: [[], "/activities/pdf"],
  transfersPdf: [[], "/transfers/pdf"],
  circuitsPdf: [[], "/circuits/pdf"],
  activitySearch: [[], "/api/v1/activities/search"],
  activityDetail: [
    ["ACT 1", "2027-03-01", "2027-03-05"],
    "/api/v1/activities/detail/ACT%201?from=2027-03-01&to=2027-03-05",
  ],
  circuitSearch: [[], "/api/v1/circuits/search"],
  circuitDetail: [["C 1", "2027-05", 2], "/api/v1/circuits/detail/C%201?month=2027-05&travellers=2"],
  printVoucher: [[], "/bookingAdmin/printVoucher"],
  transferSearch: [[], "/api/v1/transfers/search"],
};

describe("endpoints", () => {
  it("declares every call with a method, a path builder and a reply Schema; POSTs carry a request Schema", () => {
    // 19 shared, 15 location, 8 budget, 15 hotel and 12 flight/package/bundle/download calls (sections 7), plus the
    // calls the spec implies without showing: login, logout, the trip behind the trip edit page, favourite ids, the
    // package search, the hotel comparison; and ours: the deadline digest's schedule (read and set), the budget's
    // re-quote and the acceptance of its new prices, the customer's link (read, create, revoke, e-mail) and view.
    // Ours too: the transfer and circuit PDFs.
    expect(all.length).toBe(92);
    for (const [name, endpoint] of all) {
      expect(["GET", "POST"], name).toContain(endpoint.method);
      expect(typeof endpoint.path, name).toBe("function");
      expect(Schema.isSchema(endpoint.reply), name).toBe(true);
      if (endpoint.method === "POST") expect(Schema.isSchema(endpoint.request), name).toBe(true);
      else expect(endpoint.request, name).toBeUndefined();
    }
  });

  it("exports every call on its own as well, the same object as in the table, and nothing else named so", () => {
    const single = endpointModule as unknown as Readonly<Record<string, unknown>>;
    for (const [name, endpoint] of all) expect(single[`${name}Endpoint`], name).toBe(endpoint);
    const singleNames = Object.keys(endpointModule).filter((key) => key.endsWith("Endpoint"));
    expect(singleNames.sort()).toEqual(
      Object.keys(endpoints)
        .map((name) => `${name}Endpoint`)
        .sort(),
    );
  });

  it("builds the spec's path for every call", () => {
    for (const [name, endpoint] of all) {
      const [args, path] = expectedPaths[name as keyof typeof endpoints];
      const build = endpoint.path as (...args: readonly unknown[]) => string;
      expect(build(...args), name).toBe(path);
    }
  });

  it("builds optional parts only when given", () => {
    expect(endpoints.hotelSearch.path()).toBe("/api/v1/hotels/search");
    expect(endpoints.hotelPolitics.path("TP-1", "DD/MM/YYYY")).toBe(
      "/api/v1/hotels/politics/TP-1/DD%2FMM%2FYYYY/false",
    );
    expect(endpoints.hotelQuote.path("TP-1")).toBe("/checkout/quote/hotel/TP-1");
    expect(endpoints.hotelQuote.path("TP-1", ["A", "B"])).toBe("/checkout/quote/hotel/TP-1/A,B");
    expect(endpoints.houseQuote.path("TP-1")).toBe("/checkout/quote/hotel/TP-1%3FaccommodationType=HouseOrApartment");
    expect(endpoints.flightRules.path(["1", "2"])).toBe("/api/v1/flights/rules/1,2");
    expect(endpoints.messageCount.path("2026-11-21")).toBe("/inbox/msgCount/2026-11-21/false");
    expect(endpoints.completePoi.path("museo", -34.6, -58.38, 50000)).toBe(
      "/api/complete/poi/museo/-34.6/-58.38/50000",
    );
    expect(endpoints.citiesAirports.path("es", { pattern: "men", destinationType: "NMO.GBL.PDT.AIR" })).toBe(
      "/portal/citiesAirports/es?pattern=men&destinationType=NMO.GBL.PDT.AIR",
    );
    expect(endpoints.translation.path("es", "search.submit")).toBe("/i18n/es/search.submit");
    expect(endpoints.translation.path("es", "budget.items", true, 3)).toBe("/i18n/es/budget.items?plural=true&count=3");
    expect(endpoints.bundleSearchMonth.path("dic")).toBe("/dynamicVacationBundle/searchMonth?pattern=dic");
    expect(endpoints.homeSearchImage.path("home", "mobile")).toBe("/api/portal/getHomeSearchImage/home/mobile");
    expect(endpoints.budgetDelete.path("4711")).toBe("/api/budget/delete/4711");
  });

  test.prop([fc.string(), fc.string()], { numRuns: 1000 })(
    "any parameter stays inside its own segment and reads back unchanged",
    (tripProductId, momentFormat) => {
      const path = endpoints.hotelPolitics.path(tripProductId, momentFormat);
      const segments = path.split("/");
      expect(segments).toHaveLength(8);
      expect(path).not.toMatch(/[?#]/);
      expect(decodeURIComponent(segments[5] ?? "")).toBe(tripProductId);
      expect(decodeURIComponent(segments[6] ?? "")).toBe(momentFormat);
    },
  );

  test.prop([fc.array(fc.string(), { minLength: 1, maxLength: 5 })], { numRuns: 1000 })(
    "id lists join with ',' and every id reads back",
    (ids) => {
      const last = endpoints.flightRules.path(ids).split("/").at(-1) ?? "";
      expect(last.split(",").map(decodeURIComponent)).toEqual(ids);
    },
  );
});
