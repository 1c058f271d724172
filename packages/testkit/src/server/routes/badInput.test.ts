import { fc, test } from "@fast-check/vitest";
import { beforeAll, describe, expect, it } from "vitest";
import { demoSession } from "../../internal/accountsTestSupport.js";

/** Every call of the accounts side that takes a JSON body. */
const POSTS = [
  "/api/login",
  "/api/budget/create",
  "/api/budget/search",
  "/api/budget/filter",
  "/api/budget/addProduct",
  "/v3/api/create/draft",
  "/api/newsletter",
  "/hotel/email",
  "/hotel/emailPDF",
  "/hotel/pdf",
  "/hotel/pdf/multi",
  "/activities/pdf",
  "/bookingAdmin/printVoucher",
  "/api/demo/scenario",
] as const;

/** The search side's calls that take a JSON body or a form (sent here as JSON, as scripted callers do). */
const SEARCH_POSTS = [
  "/currency/setCurrencySession",
  "/api/v1/hotels/search",
  "/api/v1/hotels/offers",
  "/api/v1/hotels/searchMoreRateOptions",
  "/api/v1/hotels/compare",
  "/api/v1/houses/search",
  "/api/v1/flights/search",
  "/api/v1/flights/calendar",
  "/api/complete/insertHotel",
  "/api/complete/insertPoi",
  "/backend/dynamic-packaging-flight/find-airline",
  "/backend/dynamic-packaging-hotel/find-hotel",
  "/backend/portal-configuration/find-icons",
  "/search/hotel",
  "/search/flight",
  "/search/flightsHotels",
  "/search/dynamicVacationBundle",
  "/dynamicVacationBundle/getAllResults",
] as const;

/** Calls with path parameters, `{}` marking where junk goes. */
const GETS = [
  "/api/budget/get/{}",
  "/api/budget/delete/{}",
  "/v3/api/trip/{}",
  "/api/v1/add/hotel/favourite/{}",
  "/api/v1/del/hotel/favourite/{}",
  "/checkout/quote/hotel/{}",
  "/checkout/quote/hotel/H100000-20300310-4-2x0-0/{}",
  "/inbox/msgCount/{}/false",
  "/i18n/{}",
  "/i18n/es/{}",
  "/api/portal/config/{}",
  "/api/portal/getHomeSearchImage/{}/desktop",
  "/api/portal/getMainImage/{}",
  "/files/{}",
] as const;

describe("bad input on the accounts side", () => {
  // One logged-in tab for the property runs: a fresh app per run would spend the time budget on logins.
  let shared: Awaited<ReturnType<typeof demoSession>>["tab"];
  beforeAll(async () => {
    shared = (await demoSession("agente")).tab;
  });

  it.each(POSTS)("answers a body that is not JSON with 400 naming the body: %s", async (path) => {
    const { tab } = await demoSession("agente");
    const reply = await tab.post(path, "{not json");
    expect(reply.status).toBe(400);
    expect(reply.json.field ?? (reply.json.errors as { field: string }[] | undefined)?.[0]?.field).toBe("body");
  });

  it.each(SEARCH_POSTS)("answers malformed JSON with 400 'body: not valid JSON': %s", async (path) => {
    const reply = await shared.post(path, "{not json");
    expect(reply.status).toBe(400);
    expect(reply.json).toMatchObject({ done: false, error: "body: not valid JSON", field: "body" });
  });

  test.prop([fc.constantFrom(...POSTS), fc.anything()], { numRuns: 1000 })(
    "answers any JSON body without a 500",
    async (path, junk) => {
      const reply = await shared.post(path, JSON.stringify(junk ?? null));
      expect(reply.status).toBeLessThan(500);
      if (reply.status === 400) expect(typeof (reply.json.error ?? reply.json.errors)).not.toBe("undefined");
    },
    30_000,
  );

  test.prop([fc.constantFrom(...GETS), fc.string({ minLength: 1, maxLength: 40 })], { numRuns: 1000 })(
    "answers any path parameter without a 500",
    async (template, junk) => {
      const reply = await shared.get(template.replace("{}", encodeURIComponent(junk)));
      expect(reply.status).toBeLessThan(500);
    },
    30_000,
  );
});
