import { HotelCheckoutSummaryReply } from "@travesia/core";
import { Schema } from "effect";
import { describe, expect, it } from "vitest";
import { sampleRates } from "../../internal/accountsInventory.js";
import { demoSession, demoTab } from "../../internal/accountsTestSupport.js";

const rates = sampleRates();
const [first, second] = rates;
const decode = Schema.decodeUnknownSync(HotelCheckoutSummaryReply);

describe("demo checkout summary (GET /api/v1/hotels/checkout/{tripProductId})", () => {
  it("answers the rate this visitor quoted, in core's HotelCheckoutSummaryReply shape", async () => {
    const { tab } = await demoSession("agente");
    const id = first?.tripProductId ?? "";
    expect((await tab.get(`/api/v1/hotels/checkout/${id}`)).status).toBe(404);
    const quote = await tab.get(`/checkout/quote/hotel/${id}`);
    expect(quote.json.next).toBe(`/checkout/hotel/${id}`);
    const reply = await tab.get(`/api/v1/hotels/checkout/${id}`);
    expect(reply.status).toBe(200);
    const summary = decode(reply.json);
    expect(summary).toMatchObject({ done: true, tripProductId: id, currency: "USD" });
    expect(summary.hotel.rates.map((rate) => rate.tripProductID)).toEqual([id]);
    expect(summary.checkIn < summary.checkOut).toBe(true);
    expect((await tab.get(`/api/v1/hotels/checkout/${second?.tripProductId}`)).status).toBe(404);
  });

  it("another visitor cannot read it, and an unknown rate is a 404", async () => {
    const { app, tab } = await demoSession("agente");
    const id = first?.tripProductId ?? "";
    await tab.get(`/checkout/quote/hotel/${id}`);
    const stranger = demoTab(app);
    expect((await stranger.get(`/api/v1/hotels/checkout/${id}`)).status).toBe(404);
    expect((await tab.get("/api/v1/hotels/checkout/H999999-20300310-4-2x0-0")).json.field).toBe("tripProductId");
  });

  it("under alternative-rate the alternative the quote chose is the one recorded", async () => {
    const { tab } = await demoSession("agente");
    const [id, alternative] = [first?.tripProductId ?? "", second?.tripProductId ?? ""];
    const quote = await tab.get(`/checkout/quote/hotel/${id}/${alternative}`, {
      "x-demo-scenario": "alternative-rate",
    });
    expect(quote.json.next).toBe(`/checkout/hotel/${alternative}?alternative=true`);
    expect((await tab.get(`/api/v1/hotels/checkout/${alternative}`)).status).toBe(200);
  });
});
