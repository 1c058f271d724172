import { describe, expect, it } from "vitest";
import { sampleHouseProductId, sampleRates } from "../../internal/accountsInventory.js";
import { demoSession } from "../../internal/accountsTestSupport.js";
import { QUOTE_FLAKY_FAILURES } from "./quote.js";

const rates = sampleRates();
const anyRate = rates[0]?.tripProductId ?? "";
const freeRate = rates.find((rate) => rate.policyKind === "G")?.tripProductId;
const feeRate = rates.find((rate) => rate.policyKind !== "G")?.tripProductId;

describe("hotel quote", () => {
  it("answers next for an inventory rate", async () => {
    const { tab } = await demoSession();
    const reply = await tab.get(`/checkout/quote/hotel/${anyRate}`);
    expect(reply.status).toBe(200);
    expect(reply.json).toMatchObject({ done: true, next: `/checkout/hotel/${anyRate}`, alternativeRate: false });
  });

  it("quotes the house variant with its encoded query, and 404s an unknown house", async () => {
    const { tab } = await demoSession();
    const house = sampleHouseProductId();
    const reply = await tab.get(`/checkout/quote/hotel/${house}%3FaccommodationType=HouseOrApartment`);
    expect(reply.json).toMatchObject({ done: true, next: `/checkout/house/${house}` });
    expect(
      (await tab.get("/checkout/quote/hotel/V9999999-20300310-4-2%3FaccommodationType=HouseOrApartment")).status,
    ).toBe(404);
    expect((await tab.get("/checkout/quote/hotel/X1%3Fother=1")).json.field).toBe("tripProductID");
  });

  it("answers 404 for an unknown rate and 400 for a malformed one", async () => {
    const { tab } = await demoSession();
    expect((await tab.get("/checkout/quote/hotel/H999999-20300310-4-2x0-0")).status).toBe(404);
    const bad = await tab.get("/checkout/quote/hotel/bad%20id");
    expect(bad.status).toBe(400);
    expect(bad.json.field).toBe("tripProductID");
    expect((await tab.get(`/checkout/quote/hotel/${anyRate}/a%20b`)).json.field).toBe("alternativeProductIds");
  });

  it("blocks the agent without credit with outOfLimit", async () => {
    const { tab } = await demoSession("agente.sincredito");
    expect((await tab.get(`/checkout/quote/hotel/${anyRate}`)).json).toMatchObject({ done: false, outOfLimit: true });
  });

  it("lets the no-fees agent quote only rates without cancellation fees", async () => {
    expect(freeRate).toBeDefined();
    expect(feeRate).toBeDefined();
    const { tab } = await demoSession("agente.singastos");
    expect((await tab.get(`/checkout/quote/hotel/${freeRate}`)).json).toMatchObject({
      done: true,
      deadlineReached: false,
    });
    expect((await tab.get(`/checkout/quote/hotel/${feeRate}`)).json).toMatchObject({
      done: false,
      deadlineReached: true,
    });
  });

  it("branches on scenarios: alternative rate, 500, 503 and a flaky quote that succeeds on the third try", async () => {
    const { tab } = await demoSession();
    const alt = rates[1]?.tripProductId ?? anyRate;
    const alternative = await tab.get(`/checkout/quote/hotel/${anyRate}/${alt}`, {
      "x-demo-scenario": "alternative-rate",
    });
    expect(alternative.json).toMatchObject({
      done: true,
      alternativeRate: true,
      next: `/checkout/hotel/${alt}?alternative=true`,
    });
    expect((await tab.get(`/checkout/quote/hotel/${anyRate}`, { "x-demo-scenario": "quote-500" })).status).toBe(500);
    expect((await tab.get(`/checkout/quote/hotel/${anyRate}`, { "x-demo-scenario": "quote-fail" })).status).toBe(503);
    const flaky = { "x-demo-scenario": "quote-flaky" };
    for (let n = 0; n < QUOTE_FLAKY_FAILURES; n++) {
      expect((await tab.get(`/checkout/quote/hotel/${anyRate}`, flaky)).status).toBe(503);
    }
    expect((await tab.get(`/checkout/quote/hotel/${anyRate}`, flaky)).status).toBe(200);
    expect(
      (await tab.get(`/checkout/quote/hotel/${anyRate}`, { "x-demo-scenario": "deadline-reached" })).json,
    ).toMatchObject({
      deadlineReached: true,
    });
    expect(
      (await tab.get(`/checkout/quote/hotel/${anyRate}`, { "x-demo-scenario": "out-of-limit" })).json,
    ).toMatchObject({
      outOfLimit: true,
    });
  });
});
