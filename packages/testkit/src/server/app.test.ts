import { isPageNavigation } from "@travesia/server";
import { describe, expect, it } from "vitest";
import { createDemoApi } from "./app.js";
import { serveDemoApi } from "./http.js";
import { inProcessFetcher } from "./inProcess.js";

const json = { accept: "application/json", "content-type": "application/json" };

describe("demo API: session and currency", () => {
  it("answers session status", async () => {
    const fetcher = inProcessFetcher(createDemoApi());
    const reply = await fetcher("/api/session-status");
    expect(await reply.json()).toEqual({ loggedIn: false });
  });

  it("keeps the currency per visitor cookie", async () => {
    const app = createDemoApi();
    const visitor = inProcessFetcher(app);
    const other = inProcessFetcher(app);
    expect(await (await visitor("/currency/getCurrencySession")).json()).toEqual({ done: true, user_currency: "USD" });
    const set = await visitor("/currency/setCurrencySession", {
      method: "POST",
      headers: json,
      body: JSON.stringify({ currency: "EUR" }),
    });
    expect(set.status).toBe(200);
    expect(await (await visitor("/currency/getCurrencySession")).json()).toEqual({ done: true, user_currency: "EUR" });
    expect(await (await other("/currency/getCurrencySession")).json()).toEqual({ done: true, user_currency: "USD" });
  });

  it("lists the currencies with one default", async () => {
    const reply = (await (await inProcessFetcher(createDemoApi())("/currency/getCurrencies")).json()) as {
      results: { defaultCurrency: boolean }[];
    };
    expect(reply.results.length).toBeGreaterThanOrEqual(3);
    expect(reply.results.filter((currency) => currency.defaultCurrency)).toHaveLength(1);
  });

  it.each([
    ["not json", "{", /^body: not valid JSON$/],
    ["missing field", "{}", /^currency/],
    ["wrong type", '{"currency":5}', /^currency/],
    ["unknown currency", '{"currency":"XYZ"}', /^currency/],
  ])("answers 400 naming the field for %s", async (_, body, reason) => {
    const reply = await inProcessFetcher(createDemoApi())("/currency/setCurrencySession", {
      method: "POST",
      headers: json,
      body,
    });
    expect(reply.status).toBe(400);
    expect(((await reply.json()) as { error: string }).error).toMatch(reason);
  });

  it("serves over HTTP on loopback with the same answers", async () => {
    const running = await serveDemoApi();
    try {
      expect(running.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
      const reply = await fetch(`${running.url}/currency/getCurrencies`);
      expect(((await reply.json()) as { done: boolean }).done).toBe(true);
      expect(reply.headers.get("set-cookie")).toMatch(/HttpOnly/i);
    } finally {
      await running.close();
    }
  });
});

describe("page navigation rule", () => {
  it("sends HTML navigations to the portal and everything else to the API", () => {
    expect(isPageNavigation("GET", "/mybudgets", "text/html,application/xhtml+xml")).toBe(true);
    expect(isPageNavigation("GET", "/flightsHotels/packageDetails/7", "text/html")).toBe(true);
    expect(isPageNavigation("GET", "/flightsHotels/packageDetails/7", "application/json")).toBe(false);
    expect(isPageNavigation("GET", "/api/user", "text/html")).toBe(false);
    expect(isPageNavigation("GET", "/files/a.pdf", "text/html")).toBe(false);
    expect(isPageNavigation("POST", "/hotel/pdf", "text/html")).toBe(false);
  });
});
