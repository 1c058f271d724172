import { HotelCheckoutSummaryReply } from "@travesia/core";
import { Schema } from "effect";
import { describe, expect, it } from "vitest";
import { sampleHouseProductId, sampleRates } from "../../internal/accountsInventory.js";
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

  it("answers a house stay this visitor quoted: the house, its rate for the stay, the guests", async () => {
    const { app, tab } = await demoSession("agente");
    const id = sampleHouseProductId();
    expect((await tab.get(`/api/v1/hotels/checkout/${id}`)).status).toBe(404);
    const quote = await tab.get(`/checkout/quote/hotel/${id}%3FaccommodationType=HouseOrApartment`);
    expect(quote.json.next).toBe(`/checkout/house/${id}`);
    const reply = await tab.get(`/api/v1/hotels/checkout/${id}`);
    expect(reply.status).toBe(200);
    const summary = decode(reply.json);
    expect(summary).toMatchObject({ done: true, product: "house", tripProductId: id, currency: "USD", guests: 2 });
    expect(summary.hotel.rates.map((rate) => rate.tripProductID)).toEqual([id]);
    expect(summary.hotel.rates[0]?.board.name).toBe("Solo alojamiento");
    expect(summary.hotel.rates[0]?.prices.gross.amount).toBeGreaterThan(0);
    const nights = (Date.parse(summary.checkOut) - Date.parse(summary.checkIn)) / 86_400_000;
    expect(nights).toBe(4);
    expect((await demoTab(app).get(`/api/v1/hotels/checkout/${id}`)).status).toBe(404);
  });

  it("a house id of the wrong shape is a 400 naming the field; an unknown house a 404", async () => {
    const { tab } = await demoSession("agente");
    const bad = await tab.get("/api/v1/hotels/checkout/V12-x");
    expect(bad.status).toBe(400);
    expect(bad.json).toMatchObject({ done: false, field: "tripProductId" });
    expect(String(bad.json.error)).toContain("V{houseId}-{YYYYMMDD}-{nights}-{guests}");
    const unknown = await tab.get("/api/v1/hotels/checkout/V9999999-20300310-4-2");
    expect(unknown.status).toBe(404);
    expect(String(unknown.json.error)).toContain("unknown house stay");
  });
});
