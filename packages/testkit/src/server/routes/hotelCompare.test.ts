import {
  buildHotelCompareUrl,
  decodeWith,
  HotelCompareReply,
  hotelResultsOptionsDefault,
  hotelSearchFiltersDefault,
  parseCalendarDate,
} from "@travesia/core";
import { Result } from "effect";
import { describe, expect, it } from "vitest";
import { demoTab } from "../../internal/accountsTestSupport.js";
import { createDemoApi } from "../app.js";

const NOW = new Date("2026-11-21T12:00:00Z");

const date = (text: string) => {
  const parsed = parseCalendarDate(text);
  if (Result.isFailure(parsed)) throw new Error(text);
  return parsed.success;
};

const search = {
  route: {
    destination: { _tag: "DestinationCode", id: "MAD" },
    checkIn: date("2027-05-10"),
    checkOut: date("2027-05-14"),
    rooms: [{ adults: 2, children: 0, ages: [] }],
    options: hotelResultsOptionsDefault,
  },
  filters: hotelSearchFiltersDefault,
} as const;

const setup = async (username?: string) => {
  const app = createDemoApi({ now: () => NOW });
  const tab = demoTab(app);
  if (username !== undefined) await tab.login(username);
  const results = await tab.post("/api/v1/hotels/search", {
    url: `/hotel/results/MAD/2027-05-10/2027-05-14/2-0`,
  });
  const ids = (results.json.hotels as { hotelDetailId: string }[]).slice(0, 3).map((hotel) => hotel.hotelDetailId);
  return { tab, ids };
};

const compareUrl = (hotelIds: readonly string[]) =>
  buildHotelCompareUrl({ hotelIds, search, destinationName: "Madrid", audience: "full" });

describe("hotel comparison", () => {
  it("answers each hotel's cheapest rate, and the agency's facts to an agent only", async () => {
    const { tab, ids } = await setup("agente");
    const reply = await tab.post("/api/v1/hotels/compare", { url: compareUrl(ids) });
    expect(reply.status).toBe(200);
    const decoded = decodeWith(HotelCompareReply)(reply.json);
    if (Result.isFailure(decoded)) throw new Error(decoded.failure.message);
    const { hotels, nights, distanceFrom } = decoded.success;
    expect(nights).toBe(4);
    expect(distanceFrom).toBe("Madrid");
    expect(hotels.map((hotel) => hotel.hotelDetailId)).toEqual(ids);
    for (const hotel of hotels) {
      expect(hotel.internal?.supplier.name).toBeTruthy();
      expect(hotel.price.night.amount).toBeCloseTo(hotel.price.stay.amount / 4, 1);
      expect((hotel.internal?.net.amount ?? 0) + (hotel.internal?.commission.amount.amount ?? 0)).toBeCloseTo(
        hotel.price.stay.amount,
        2,
      );
      if (hotel.cancellation.type === "G") expect(hotel.cancellation.freeUntil).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      else expect(hotel.cancellation.freeUntil).toBeUndefined();
    }
    const visitor = await setup();
    const plain = await visitor.tab.post("/api/v1/hotels/compare", { url: compareUrl(visitor.ids) });
    expect((plain.json.hotels as Record<string, unknown>[]).every((hotel) => !("internal" in hotel))).toBe(true);
  });

  it("refuses bad input with the field and the reason", async () => {
    const { tab, ids } = await setup();
    const one = await tab.post("/api/v1/hotels/compare", {
      url: `/hotel/compare/${ids[0]}/MAD/2027-05-10/2027-05-14/2-0`,
    });
    expect(one.status).toBe(400);
    expect(one.json).toMatchObject({ field: "hotelIds" });
    expect(String(one.json.error)).toContain("2 to 4");
    expect((await tab.post("/api/v1/hotels/compare", { link: "x" })).status).toBe(400);
    const past = await tab.post("/api/v1/hotels/compare", {
      url: `/hotel/compare/${ids.join(",")}/MAD/2020-05-10/2020-05-14/2-0`,
    });
    expect(past.json).toMatchObject({ field: "checkIn" });
    const elsewhere = await tab.post("/api/v1/hotels/compare", { url: compareUrl([ids[0] ?? "", "999999999"]) });
    expect(elsewhere.status).toBe(404);
    expect(elsewhere.json).toMatchObject({ field: "hotelIds" });
  });
});
