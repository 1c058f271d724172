import {
  adminAirlinesEndpoint,
  adminAuditEndpoint,
  adminHomeBackgroundsEndpoint,
  adminHomeEndpoint,
  adminHotelCitiesEndpoint,
  adminHotelEndpoint,
  adminPoisEndpoint,
  adminPortalEndpoint,
  adminPortalsEndpoint,
  adminRemovePoiEndpoint,
  adminSaveAirlineEndpoint,
  adminSaveHomeListEndpoint,
  adminSaveHotelEndpoint,
  adminSavePoiEndpoint,
  adminSaveSettingsEndpoint,
  adminSaveTextEndpoint,
  adminSaveTourTextEndpoint,
  adminTextsEndpoint,
  adminTextVariantsEndpoint,
  adminTourEndpoint,
  adminUndoEndpoint,
  adminUploadAirlineLogoEndpoint,
  adminUploadHomeBackgroundEndpoint,
  adminUploadHotelImageEndpoint,
  buildFlightSearchUrl,
  buildHotelCompareUrl,
  buildHotelMoreOptionsUrl,
  buildHotelRecommendedOffersUrl,
  buildHotelSearchUrl,
  buildHouseSearchUrl,
  buildPackageResultsUrl,
  buildTransferSearchUrl,
  bundleSearchFormEntries,
  type CalendarDate,
  type EndpointName,
  endpoints,
  type FlightSearch,
  flightSearchFiltersDefault,
  flightSearchFormEntries,
  hotelResultsOptionsDefault,
  hotelSearchFiltersDefault,
  hotelSearchFormEntries,
  packageSearchFormEntries,
  RealtimeNotificationsEvent,
  RealtimeYouEvent,
  searchFormPosts,
  tourEndpoint,
} from "@travesia/core";
import { Result, Schema } from "effect";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { SAMPLE_HOTEL_ID, SAMPLE_STAY, sampleHouseProductId, sampleRates } from "../../internal/accountsInventory.js";
import { demoTab, readSseEvents } from "../../internal/accountsTestSupport.js";
import { createDemoApi } from "../app.js";
import { packageId } from "./packages.js";

/*
 * The demo API is our stand-in for the booking API, and core's Schemas are what the portal reads. This test calls
 * EVERY route of the demo API that the portal uses and decodes its real reply with core's reply Schema (from
 * `endpoints`, `searchFormPosts`, or the real-time event Schemas), rejecting any field core does not describe
 * (`onExcessProperty: "error"`). A last test checks that no demo route was left out, so the two cannot drift apart.
 */

const NOW = new Date("2026-11-21T12:00:00Z");
const app = createDemoApi({ now: () => NOW });
const day = (text: string) => text as CalendarDate;

/** Routes the portal never reads as JSON: test tools of the demo, files and images. Each says why. */
const NOT_PORTAL_JSON: Readonly<Record<string, string>> = {
  "GET /api/outbox": "demo tool: the mails the share calls sent, for tests",
  "GET /outbox.html": "demo tool: the same outbox for a person",
  "GET /api/demo/scenario": "demo tool: the scenario switches of this visitor",
  "POST /api/demo/scenario": "demo tool",
  "DELETE /api/demo/scenario": "demo tool",
  "GET /api/demo/tiles/:z/:x/:file": "demo tool: offline map tiles (PNG), tested in tiles.test.ts",
  "GET /files/:file": "a PDF file (DownloadFileReply names its URL)",
  "GET /images/home/:file": "an SVG image (PortalImageReply names its URL)",
  "GET /images/hotels/:hotelId/:file": "an image",
  "GET /images/houses/:houseId/:file": "an image",
  "GET /images/activities/:activityId/:file": "an image",
  "GET /images/review/:file": "an image",
  "GET /images/suppliers/:file": "an image",
  "GET /img/paquetes/:file": "an image (spec 002 §2 theme tiles)",
  "GET /api/v1/hotels/catalog/": "the catalogue without an id: always a 400",
};

/** Every `METHOD path` the tests below sent (paths without their query). */
const sent: string[] = [];

const strict = { onExcessProperty: "error", errors: "all" } as const;

/** Decodes a reply with a core Schema, failing with every bad or undescribed field. */
const expectExactly = (schema: Schema.Top, reply: unknown, what: string) => {
  const decoded = Schema.decodeUnknownResult(schema as Schema.Codec<unknown>, strict)(reply);
  if (Result.isFailure(decoded)) throw new Error(`${what}: ${decoded.failure.message}`);
  expect(Result.isSuccess(decoded)).toBe(true);
};

type Tab = ReturnType<typeof demoTab>;

const session = async (username?: string) => {
  const tab = demoTab(app);
  if (username !== undefined) await tab.login(username);
  return tab;
};

/** Sends a call and returns its JSON reply; 206 is the policy call's "rate gone, here is the closest" (spec 001 §7). */
const call = async (tab: Tab, method: "GET" | "POST", path: string, body?: unknown) => {
  sent.push(`${method} ${path.split("?")[0] ?? path}`);
  const reply = method === "GET" ? await tab.get(path) : await tab.post(path, body);
  expect([200, 206], `${method} ${path}: ${JSON.stringify(reply.json).slice(0, 300)}`).toContain(reply.status);
  return reply.json;
};

/** One call of an endpoint: its path arguments and, for a POST, its body. */
interface Sample {
  readonly args: readonly unknown[];
  readonly body?: unknown;
}

const twoAdults = [{ adults: 2, children: 0, ages: [] }];
const hotelRoute = {
  destination: { _tag: "DestinationCode" as const, id: "BUE" },
  checkIn: day("2027-03-01"),
  checkOut: day("2027-03-06"),
  rooms: twoAdults,
};
const flight: FlightSearch = {
  origins: ["Buenos Aires"],
  originIds: ["BUE"],
  toCityName: "Miami",
  toCityId: "MIA",
  departure: day("2027-03-01"),
  returnDate: day("2027-03-10"),
  flexibleDates: false,
  oneWay: false,
  passengers: { adults: 2, children: 0, ages: [] },
  cabin: "ALL",
  stops: [],
  officeId: null,
};
const share = {
  from: "ana@example.com",
  to: "pedro@example.com",
  subject: "Hotel",
  body: "Mirá",
  hotelname: "Hotel",
  hotelUrl: `/hotel/details/h/${SAMPLE_HOTEL_ID}/${SAMPLE_STAY.checkIn}/${SAMPLE_STAY.checkOut}/2-0/BUE`,
  productId: SAMPLE_HOTEL_ID,
  tripadvisor: true,
};

/**
 * Every endpoint of core, with arguments that give a real 200 reply. The type makes a new endpoint without a sample
 * a compile error. `budgetDelete` and `logout` run last (they remove what the others read).
 */
const samplesFor = async (tab: Tab): Promise<{ readonly [N in EndpointName]: readonly Sample[] }> => {
  const e = endpoints;
  const created = await call(tab, e.budgetCreate.method, e.budgetCreate.path(), {
    budget: { title: "Contrato", firstName: "Ana", lastName: "Paz", comments: "" },
  });
  const budgetId = String(created.budgetId);
  // A second budget's customer link, for the public view (the first budget's link calls revoke theirs).
  const shown = await call(tab, e.budgetCreate.method, e.budgetCreate.path(), {
    budget: { title: "Para el cliente", firstName: "Ana", lastName: "Paz" },
  });
  const shared = (await call(tab, "POST", e.budgetShareLinkCreate.path(String(shown.budgetId)), {})) as {
    link: { token: string };
  };
  const hotelSearchUrl = buildHotelSearchUrl({
    route: { ...hotelRoute, options: hotelResultsOptionsDefault },
    filters: hotelSearchFiltersDefault,
  });
  const hotels = (
    (await call(tab, "POST", e.hotelSearch.path(), { url: hotelSearchUrl })) as {
      hotels: {
        hotelDetailId: string;
        omniCode: string;
        rates: { tripProductID: string; roomsHash: string; moreOptions: boolean; board: { code: string } }[];
      }[];
    }
  ).hotels;
  const hotel = hotels.find((candidate) => candidate.rates.some((rate) => rate.moreOptions)) ?? hotels[0];
  const moreRate = hotel?.rates.find((rate) => rate.moreOptions) ?? hotel?.rates[0];
  const flightUrl = buildFlightSearchUrl({ search: flight, filters: flightSearchFiltersDefault });
  const solutions = (
    (await call(tab, "POST", e.flightSearch.path(), { url: flightUrl })) as {
      flights: { solutions: { trips: { flights: { tripProductId: string }[] }[] }[] };
    }
  ).flights.solutions;
  const pois = (await call(tab, "GET", e.completePoi.path("all", -34.6037, -58.3816, 50000))) as unknown as {
    id: string;
  }[];
  const rates = sampleRates();
  const rate = rates[0]?.tripProductId ?? "";
  const transferUrl = buildTransferSearchUrl({
    from: { kind: "airport", code: "EZE", name: "Ezeiza" },
    to: { kind: "city", code: "BUE", name: "Buenos Aires" },
    outbound: { date: day("2027-03-01"), time: "10:30" },
    inbound: null,
    passengers: { adults: 2, children: 1, ages: [5] },
    luggage: 2,
  });
  const transfers = (await call(tab, "POST", e.transferSearch.path(), { url: transferUrl })) as {
    options: { id: string }[];
  };
  const circuit = (await call(tab, "GET", e.circuitDetail.path("C1", "2027-01", 2))) as {
    circuit: { departures: { date: string }[] };
  };
  const departure = (circuit.circuit.departures[0]?.date ?? "").replaceAll("-", "");
  return {
    login: [{ args: [], body: { username: "cliente", password: "demo1234" } }],
    logout: [{ args: [], body: {} }],
    user: [{ args: [] }],
    header: [{ args: [] }],
    selectedCurrency: [{ args: [] }],
    counters: [{ args: [] }],
    footer: [{ args: [] }],
    customLocales: [{ args: [] }],
    profileLanguages: [{ args: [] }],
    translations: [{ args: ["es"] }],
    translation: [{ args: ["es", "home.title"] }, { args: ["en", "budget.items", true, 3] }],
    portalConfig: [{ args: ["1"] }, { args: ["2"] }],
    sessionStatus: [{ args: [] }],
    currencies: [{ args: [] }],
    currencySession: [{ args: [] }],
    setCurrencySession: [{ args: [], body: { currency: "USD" } }],
    homeSearchImage: [{ args: ["hotels", "desktop"] }, { args: ["flights", "es"] }],
    mainImage: [{ args: ["flights"] }],
    todayBookingCount: [{ args: [] }],
    alertsSummary: [{ args: [] }],
    messageCount: [{ args: ["2026-11-01"] }],
    locations: [{ args: ["buenos"] }],
    locationsAll: [{ args: ["buenos"] }],
    locationsPlus: [{ args: ["plaza"] }],
    citiesAirports: [
      { args: ["es", { pattern: "mad", destinationType: "NMO.GBL.PDT.AIR" }] },
      { args: ["en", { pattern: "rio", destinationType: "NMO.GBL.PDT.HTL" }] },
    ],
    complete: [{ args: ["all", "buenos"] }, { args: ["hotel", "plaza"] }],
    completePoi: [{ args: ["all", -34.6037, -58.3816, 50000] }],
    completePlace: [{ args: [pois[0]?.id ?? ""] }],
    insertHotel: [{ args: [], body: { hotel: { id: SAMPLE_HOTEL_ID, hotelName: "Hotel" } } }],
    insertPoi: [
      {
        args: [],
        body: {
          poi: {
            id: "P1",
            description: "Obelisco",
            geo: { latitude: -34.6037, longitude: -58.3816 },
            vicinity: "Buenos Aires",
            types: ["point_of_interest"],
          },
        },
      },
    ],
    findAirline: [{ args: [], body: { pattern: "aero" } }],
    findHotel: [{ args: [], body: { pattern: "sol", destinationId: "MAD" } }],
    findIcons: [{ args: [], body: { pattern: "pis" } }],
    promotions: [{ args: [] }],
    recommendedHotels: [{ args: [] }],
    tripAdvisorDetail: [{ args: ["es", SAMPLE_HOTEL_ID] }],
    budgetList: [{ args: [] }],
    budgetSearch: [{ args: [], body: { text: "contrato", page: 1 } }],
    budgetGet: [{ args: [budgetId] }],
    budgetFilter: [{ args: [], body: { text: "paz" } }],
    budgetCreate: [{ args: [], body: { budget: { title: "Otro", firstName: "Luis", lastName: "Paz" } } }],
    deadlineDigest: [{ args: [] }],
    deadlineDigestSet: [{ args: [], body: { hour: 8, timeZone: "America/Argentina/Buenos_Aires" } }],
    budgetRequote: [{ args: [budgetId] }],
    budgetAcceptPrices: [{ args: [budgetId], body: { itemIds: [] } }],
    budgetShareLink: [{ args: [budgetId] }],
    budgetShareLinkCreate: [{ args: [budgetId], body: {} }],
    budgetShareLinkEmail: [{ args: [budgetId], body: { to: "ana@example.com", language: "es" } }],
    budgetShareLinkRevoke: [{ args: [budgetId], body: {} }],
    budgetCustomerView: [{ args: [shared.link.token] }],
    budgetAddProduct: [
      {
        args: [],
        body: {
          product: "hotel",
          rateId: rate,
          budgetId,
          parameters: { checkIn: SAMPLE_STAY.checkIn },
          occupancy: "2-0",
          destinationId: "BUE",
          alternativeProductIds: [rates[1]?.tripProductId ?? rate],
        },
      },
    ],
    budgetDelete: [{ args: [budgetId] }],
    createDraft: [{ args: [], body: { isoCountryCode: "AR" } }],
    tripGet: [{ args: [budgetId] }],
    hotelFavouriteAdd: [{ args: [SAMPLE_HOTEL_ID] }],
    hotelFavouriteDelete: [{ args: [SAMPLE_HOTEL_ID] }],
    hotelFavourites: [{ args: [] }],
    hotelSearch: [
      { args: [], body: { url: hotelSearchUrl } },
      {
        args: [],
        body: {
          url: buildHotelSearchUrl({
            route: {
              ...hotelRoute,
              options: { ...hotelResultsOptionsDefault, baseRate: moreRate?.tripProductID ?? "" },
            },
            filters: hotelSearchFiltersDefault,
          }),
        },
      },
    ],
    hotelCompare: [
      {
        args: [],
        body: {
          url: buildHotelCompareUrl({
            hotelIds: hotels.slice(0, 2).map((candidate) => candidate.hotelDetailId),
            search: {
              route: { ...hotelRoute, options: hotelResultsOptionsDefault },
              filters: hotelSearchFiltersDefault,
            },
            destinationName: "Buenos Aires",
            audience: "full",
          }),
        },
      },
    ],
    hotelOffers: [
      {
        args: [],
        body: {
          url: buildHotelRecommendedOffersUrl({
            ...hotelRoute,
            destination: { _tag: "DestinationCode", id: "PUJ" },
            options: hotelResultsOptionsDefault,
          }),
        },
      },
    ],
    hotelMoreRates: [
      {
        args: [],
        body: {
          url: buildHotelMoreOptionsUrl({
            path: hotelRoute,
            query: {
              omniCodes: [hotel?.omniCode ?? ""],
              roomHash: moreRate?.roomsHash ?? "",
              ratesPage: null,
              board: moreRate?.board.code ?? null,
              avoidResponseSummary: true,
              avoidHotelExtraInfo: true,
            },
          }),
        },
      },
    ],
    hotelCatalog: [{ args: [hotel?.hotelDetailId ?? ""] }],
    houseSearch: [
      {
        args: [],
        body: {
          url: buildHouseSearchUrl({
            route: {
              destinationName: "Mar del Plata",
              destination: { _tag: "DestinationCode", id: "MDQ" },
              checkIn: day("2027-02-01"),
              checkOut: day("2027-02-05"),
              passengers: { adults: 2, children: 1, ages: [7] },
            },
            filters: hotelSearchFiltersDefault,
          }),
        },
      },
    ],
    hotelQuote: [{ args: [rate] }, { args: [rate, [rates[1]?.tripProductId ?? rate]] }],
    hotelCheckoutSummary: [{ args: [rate] }, { args: [sampleHouseProductId()] }],
    houseQuote: [{ args: [sampleHouseProductId()] }],
    hotelPolitics: hotels
      .slice(0, 4)
      .flatMap((found) => found.rates.slice(0, 2).map((one) => ({ args: [one.tripProductID, "DD/MM/YYYY"] }))),
    hotelEmail: [{ args: [], body: share }],
    hotelEmailPdf: [{ args: [], body: share }],
    hotelPdf: [{ args: [], body: { url: share.hotelUrl, tripadvisor: true } }],
    hotelPdfMulti: [{ args: [], body: { id_h: [SAMPLE_HOTEL_ID], tripadvisor: false, url: "" } }],
    newsletter: [{ args: [], body: { email: "contrato@example.com" } }],
    defaulterMessage: [{ args: [] }],
    bundleTematics: [{ args: [] }],
    bundleSearchMonth: [{ args: [""] }],
    bundleSearchDestination: [{ args: ["cancun"] }],
    officeIds: [{ args: [] }],
    flightParams: [{ args: [] }],
    flightSearch: [{ args: [], body: { url: flightUrl } }],
    flightCalendar: [{ args: [], body: { url: flightUrl } }],
    flightRules: [{ args: [[solutions[0]?.trips[0]?.flights[0]?.tripProductId ?? ""]] }],
    packageSearch: [
      {
        args: [
          buildPackageResultsUrl({
            origins: [{ id: "BUE", name: "Buenos Aires" }],
            toCity: { id: "CUN", name: "Cancún" },
            checkIn: day("2027-03-01"),
            checkOut: day("2027-03-10"),
            rooms: [{ adults: 2, children: 1, ages: [7] }, ...twoAdults],
            differentHotel: { id: "CZM", name: "Cozumel" },
            partialHotel: { checkIn: day("2027-03-02"), checkOut: day("2027-03-06") },
          }),
        ],
      },
    ],
    packageDetail: [{ args: [packageId("100005", "2027-03-01", 7, "COR", 2)] }],
    activitiesPdf: [{ args: [], body: { url: "/activities/results/IGR", canonicalId: "A1" } }],
    activitySearch: [
      { args: [], body: { url: "/activities/results/BUE/2026-12-01/2026-12-05/2/2:4-9/0" } },
      { args: [], body: { url: "/activities/results/IGR/2026-12-01/2026-12-01/1/0/1" } },
    ],
    activityDetail: [{ args: ["BUE-A1", "2026-12-01", "2026-12-05"] }],
    circuitSearch: [
      { args: [], body: { url: "/circuits/results/europe/2027-01/2/1" } },
      { args: [], body: { url: "/circuits/results/BUE/2027-02/3/2" } },
    ],
    circuitDetail: [{ args: ["C1", "2027-01", 2] }],
    printVoucher: [
      {
        args: [],
        body: {
          params: {
            bookingReferenceId: "TRV-100231",
            productTypeId: "1",
            itemProductTypeId: "1",
            isDpkg: false,
            forceOffline: false,
          },
        },
      },
    ],
    transferSearch: [{ args: [], body: { url: transferUrl } }],
    transfersPdf: [{ args: [], body: { url: transferUrl, canonicalId: transfers.options[0]?.id ?? "" } }],
    circuitsPdf: [
      { args: [], body: { url: "/circuits/detail/C1/2027-01/2/1?rooms=double", canonicalId: `C1:${departure}` } },
    ],
  };
};

/** Run last: they remove what the others read. */
const LAST: readonly EndpointName[] = ["budgetDelete", "logout"];
/** Run in a tab of their own: a login would change whose session the other calls use. */
const OWN_TAB: readonly EndpointName[] = ["login"];

describe("every demo reply decodes with core's Schemas, and nothing more is sent", () => {
  it("every call of core's `endpoints`, signed in as an agent", async () => {
    const tab = await session("agente");
    const samples = await samplesFor(tab);
    const names = Object.keys(endpoints) as EndpointName[];
    const ordered = [...names.filter((name) => !LAST.includes(name)), ...LAST];
    for (const name of ordered) {
      const endpoint = endpoints[name];
      const build = endpoint.path as (...args: readonly unknown[]) => string;
      const on = OWN_TAB.includes(name) ? demoTab(app) : tab;
      for (const sample of samples[name]) {
        const path = build(...sample.args);
        expectExactly(endpoint.reply, await call(on, endpoint.method, path, sample.body), `${name} ${path}`);
      }
    }
  });

  it("the anonymous visitor's user, header and counters", async () => {
    const tab = await session();
    for (const name of ["user", "header", "counters", "sessionStatus", "hotelFavourites"] as const) {
      const endpoint = endpoints[name];
      expectExactly(endpoint.reply, await call(tab, "GET", endpoint.path()), `anonymous ${name}`);
    }
  });

  it("the JSON answers of the search form posts", async () => {
    const tab = demoTab(app);
    const form = async (path: string, entries: readonly (readonly [string, string])[]) => {
      sent.push(`POST ${path}`);
      const reply = await tab.fetch(path, {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded", accept: "application/json" },
        body: new URLSearchParams(entries.map(([key, value]): [string, string] => [key, value])).toString(),
      });
      expect(reply.status, path).toBe(200);
      return (await reply.json()) as unknown;
    };
    const hotelEntries = hotelSearchFormEntries({
      destinationId: { _tag: "DestinationCode", id: "RIO" },
      externalHotelReference: "",
      destinationName: "Río de Janeiro",
      checkIn: day("2027-02-01"),
      checkOut: day("2027-02-05"),
      rooms: twoAdults,
      availability: "CNF",
      hotelName: "",
    });
    const packageEntries = packageSearchFormEntries({
      origins: [{ id: "COR", name: "Córdoba" }],
      toCity: { id: "MAD", name: "Madrid" },
      checkIn: day("2027-03-01"),
      checkOut: day("2027-03-10"),
      rooms: [{ adults: 2, children: 1, ages: [7] }],
      differentHotel: null,
      partialHotel: null,
    });
    const bundleEntries = bundleSearchFormEntries({
      destinations: [{ id: "CUN", name: "Cancún" }],
      periods: [],
      themeIds: ["1"],
    });
    const posts = searchFormPosts;
    expectExactly(posts.hotel.reply, await form(posts.hotel.path, hotelEntries), "hotel form");
    expectExactly(posts.flight.reply, await form(posts.flight.path, flightSearchFormEntries(flight)), "flight form");
    expectExactly(posts.package.reply, await form(posts.package.path, packageEntries), "package form");
    expectExactly(posts.bundle.reply, await form(posts.bundle.path, bundleEntries), "bundle form");
    expectExactly(posts.bundleAllResults.reply, await form(posts.bundleAllResults.path, bundleEntries), "bundles");
  });

  it("the real-time 'you' and 'notifications' events", async () => {
    const tab = await session("agente");
    sent.push("GET /api/events");
    const stream = await tab.fetch("/api/events", { headers: { accept: "text/event-stream" } });
    if (stream.body === null) throw new Error("no event stream");
    const reading = readSseEvents(stream.body, 5);
    await new Promise((resolve) => setTimeout(resolve, 20));
    await tab.post("/api/budget/create", { budget: { title: "En vivo", firstName: "Ana", lastName: "Paz" } });
    const events = await reading;
    expect(new Set(events.map((event) => event.event))).toEqual(new Set(["you", "notifications"]));
    for (const event of events) {
      const schema = event.event === "you" ? RealtimeYouEvent : RealtimeNotificationsEvent;
      expectExactly(schema, event.data, `event ${event.event}`);
    }
  });

  it("the back office's calls, as the administrator", async () => {
    const tab = await session("admin");
    const portals = await call(tab, "GET", adminPortalsEndpoint.path());
    expectExactly(adminPortalsEndpoint.reply, portals, "adminPortals");
    const portal = await call(tab, "GET", adminPortalEndpoint.path("2"));
    expectExactly(adminPortalEndpoint.reply, portal, "adminPortal");
    const { settings } = (portal as unknown as { portal: { settings: Record<string, unknown> } }).portal;
    const body = { settings: { ...settings, smartFlow: !settings.smartFlow } };
    const saved = await call(tab, "POST", adminSaveSettingsEndpoint.path("2"), body);
    expectExactly(adminSaveSettingsEndpoint.reply, saved, "adminSaveSettings");
    const audit = await call(tab, "GET", adminAuditEndpoint.path());
    expectExactly(adminAuditEndpoint.reply, audit, "adminAudit");
    const [entry] = (audit as unknown as { entries: { id: string }[] }).entries;
    const undone = await call(tab, "POST", adminUndoEndpoint.path(entry?.id ?? ""), {});
    expectExactly(adminUndoEndpoint.reply, undone, "adminUndo");
    expectExactly(
      adminTextVariantsEndpoint.reply,
      await call(tab, "GET", adminTextVariantsEndpoint.path()),
      "variants",
    );
    expectExactly(adminTextsEndpoint.reply, await call(tab, "GET", adminTextsEndpoint.path("es-AR", "viaje")), "texts");
    const text = await call(tab, "POST", adminSaveTextEndpoint.path("es-AR"), { key: "home.title", text: "Viajá" });
    expectExactly(adminSaveTextEndpoint.reply, text, "adminSaveText");
    const [textEntry] = (text as unknown as { entries: { id: string }[] }).entries;
    const textUndone = await call(tab, "POST", adminUndoEndpoint.path(textEntry?.id ?? ""), {});
    expectExactly(adminUndoEndpoint.reply, textUndone, "adminUndo of a text");
  });

  it("the back office's content and tour calls, and the tour's public texts", async () => {
    const tab = await session("admin");
    const pois = await call(tab, "GET", adminPoisEndpoint.path("BUE"));
    expectExactly(adminPoisEndpoint.reply, pois, "adminPois");
    const poi = {
      city: "BUE",
      description: "Obelisco",
      latitude: -34.60372,
      longitude: -58.38159,
      vicinity: "San Nicolás, Buenos Aires",
      type: "tourist_attraction",
    } as const;
    const savedPoi = await call(tab, "POST", adminSavePoiEndpoint.path(), { poi });
    expectExactly(adminSavePoiEndpoint.reply, savedPoi, "adminSavePoi");
    const poiId = (savedPoi as unknown as { poi: { id: string } }).poi.id;
    expectExactly(
      adminRemovePoiEndpoint.reply,
      await call(tab, "POST", adminRemovePoiEndpoint.path("BUE", poiId), {}),
      "adminRemovePoi",
    );
    expectExactly(adminAirlinesEndpoint.reply, await call(tab, "GET", adminAirlinesEndpoint.path("")), "airlines");
    expectExactly(
      adminSaveAirlineEndpoint.reply,
      await call(tab, "POST", adminSaveAirlineEndpoint.path("AR"), { name: "Aerolíneas" }),
      "adminSaveAirline",
    );
    const home = await call(tab, "GET", adminHomeEndpoint.path());
    expectExactly(adminHomeEndpoint.reply, home, "adminHome");
    const { promotions } = home as unknown as { promotions: { hotelId: string; title: string }[] };
    expectExactly(
      adminSaveHomeListEndpoint.reply,
      await call(tab, "POST", adminSaveHomeListEndpoint.path("promotions"), { items: promotions.slice().reverse() }),
      "adminSaveHomeList",
    );
    expectExactly(adminTourEndpoint.reply, await call(tab, "GET", adminTourEndpoint.path()), "adminTour");
    const tourText = { language: "es", step: "search", field: "title", text: "Buscá acá" };
    expectExactly(
      adminSaveTourTextEndpoint.reply,
      await call(tab, "POST", adminSaveTourTextEndpoint.path(), tourText),
      "adminSaveTourText",
    );
    expectExactly(tourEndpoint.reply, await call(await session(), "GET", tourEndpoint.path("es")), "tour");
  });

  it("the back office's hotels calls, an uploaded image and its thumbnail", async () => {
    const tab = await session("admin");
    const cities = await call(tab, "GET", adminHotelCitiesEndpoint.path());
    expectExactly(adminHotelCitiesEndpoint.reply, cities, "adminHotelCities");
    const hotel = await call(tab, "GET", adminHotelEndpoint.path(SAMPLE_HOTEL_ID));
    expectExactly(adminHotelEndpoint.reply, hotel, "adminHotel");
    const { content } = (hotel as unknown as { hotel: { content: { rating: number } } }).hotel;
    const saved = await call(tab, "POST", adminSaveHotelEndpoint.path(SAMPLE_HOTEL_ID), {
      content: { ...content, rating: content.rating === 5 ? 4 : 5 },
    });
    expectExactly(adminSaveHotelEndpoint.reply, saved, "adminSaveHotel");
    const png = await sharp({ create: { width: 4, height: 4, channels: 3, background: "#2078c8" } })
      .png()
      .toBuffer();
    const form = new FormData();
    form.set("file", new File([new Uint8Array(png)], "plano.png", { type: "image/png" }));
    const uploadPath = adminUploadHotelImageEndpoint.path(SAMPLE_HOTEL_ID);
    sent.push(`POST ${uploadPath}`);
    const uploaded = await tab.fetch(uploadPath, { method: "POST", body: form });
    expect(uploaded.status).toBe(200);
    const withImage = await uploaded.json();
    expectExactly(adminUploadHotelImageEndpoint.reply, withImage, "adminUploadHotelImage");
    const [image] = (withImage as { hotel: { images: { url: string; thumbnailUrl: string }[] } }).hotel.images.filter(
      (each) => each.url.startsWith("/images/uploads/"),
    );
    for (const url of [image?.url ?? "", image?.thumbnailUrl ?? ""]) {
      sent.push(`GET ${url}`);
      const file = await tab.fetch(url);
      expect([file.status, file.headers.get("x-content-type-options")]).toEqual([200, "nosniff"]);
      expect(file.headers.get("content-type")).toMatch(/^image\/(png|jpeg)$/);
    }
  });

  it("the back office's home backgrounds and airline logos, and a background's stable address", async () => {
    const tab = await session("admin");
    const listed = await call(tab, "GET", adminHomeBackgroundsEndpoint.path());
    expectExactly(adminHomeBackgroundsEndpoint.reply, listed, "adminHomeBackgrounds");
    const png = await sharp({ create: { width: 4, height: 4, channels: 3, background: "#c85a20" } })
      .png()
      .toBuffer();
    const send = async (path: string) => {
      const form = new FormData();
      form.set("file", new File([new Uint8Array(png)], "fondo.png", { type: "image/png" }));
      sent.push(`POST ${path}`);
      const reply = await tab.fetch(path, { method: "POST", body: form });
      expect(reply.status, path).toBe(200);
      return reply.json();
    };
    const slot = { pageCode: "flights", device: "tablet", language: "pt" } as const;
    const background = await send(adminUploadHomeBackgroundEndpoint.path(slot));
    expectExactly(adminUploadHomeBackgroundEndpoint.reply, background, "adminUploadHomeBackground");
    const logo = await send(adminUploadAirlineLogoEndpoint.path("AR"));
    expectExactly(adminUploadAirlineLogoEndpoint.reply, logo, "adminUploadAirlineLogo");
    sent.push("GET /images/home/flights/tablet/pt");
    const stable = await tab.fetch("/images/home/flights/tablet/pt");
    expect([stable.status, stable.headers.get("location")]).toEqual([
      302,
      (background as { background: { uploaded: string } }).background.uploaded,
    ]);
  });

  it("left no route of the demo API out", () => {
    const pattern = (path: string) => new RegExp(`^${path.replace(/:[^/]+/g, "[^/]+")}$`);
    const missing = app.routes
      .filter((route) => route.method !== "ALL")
      .map((route) => `${route.method} ${route.path}`)
      .filter((route, index, all) => all.indexOf(route) === index)
      .filter((route) => NOT_PORTAL_JSON[route] === undefined)
      .filter((route) => {
        const [method, path = ""] = route.split(" ");
        const regex = pattern(path);
        return !sent.some((hit) => {
          const [hitMethod, hitPath = ""] = hit.split(" ");
          return hitMethod === method && regex.test(hitPath);
        });
      });
    expect(missing).toEqual([]);
  });
});
