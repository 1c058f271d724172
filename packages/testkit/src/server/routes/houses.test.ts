import { fc, test } from "@fast-check/vitest";
import { buildHouseResultsUrl, type CalendarDate, decodeWith, HouseSearchReply } from "@travesia/core";
import { Result } from "effect";
import { describe, expect, it } from "vitest";
import { addDays } from "../../inventory/days.js";
import { createDemoApi } from "../app.js";

const NOW = new Date("2026-11-21T12:00:00Z");
const app = createDemoApi({ now: () => NOW, seed: 4 });
const post = async (body: unknown) => {
  const reply = await app.request("/api/v1/houses/search", {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
  });
  return { status: reply.status, body: (await reply.json()) as Record<string, unknown> };
};

describe("POST /api/v1/houses/search", () => {
  it("narrows to one house with externalHotelReference (the house detail), and refuses an empty one", async () => {
    const url = "/house/results/-/PDP/2027-01-10/2027-01-20/2-0";
    const all = await post({ url });
    const first = (all.body.hotels as { hotelDetailId: string }[])[1];
    if (first === undefined) throw new Error("expected two houses in Punta del Este");
    const one = await post({ url: `${url}?externalHotelReference=${first.hotelDetailId}` });
    expect(one.status).toBe(200);
    expect((one.body.hotels as { hotelDetailId: string }[]).map((house) => house.hotelDetailId)).toEqual([
      first.hotelDetailId,
    ]);
    const none = await post({ url: `${url}?externalHotelReference=9999999` });
    expect(none.body.hotels).toEqual([]);
    const empty = await post({ url: `${url}?externalHotelReference=%20` });
    expect(empty.status).toBe(400);
    expect(JSON.stringify(empty.body)).toContain("externalHotelReference");
  });

  it("lists houses that fit the guests, decoding with core's reply schema", async () => {
    const { status, body } = await post({
      url: "/house/results/Punta%20del%20Este/PDP/2027-01-10/2027-01-20/4-1:6?sorting.sortFieldName=price",
    });
    expect(status).toBe(200);
    const decoded = decodeWith(HouseSearchReply)(body);
    if (Result.isFailure(decoded)) throw new Error(decoded.failure.message);
    const prices = (body.hotels as { rates: { prices: { gross: { amount: number } } }[] }[]).map(
      (house) => house.rates[0]?.prices.gross.amount ?? 0,
    );
    expect(prices.length).toBeGreaterThan(0);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
  });

  test.prop(
    [
      fc.constantFrom("PDP", "FLN", "MDQ", "CUN", "BRC"),
      fc.integer({ min: 1, max: 300 }),
      fc.integer({ min: 1, max: 14 }),
      fc.integer({ min: 1, max: 8 }),
    ],
    { numRuns: 40 },
  )("every house holds the guests and the answer is stable", async (city, start, nights, adults) => {
    const checkIn = addDays("2026-11-21", start);
    const url = buildHouseResultsUrl({
      destinationName: `Casas en ${city}`,
      destination: { _tag: "DestinationCode", id: city },
      checkIn: checkIn as CalendarDate,
      checkOut: addDays(checkIn, nights) as CalendarDate,
      passengers: { adults, children: 0, ages: [] },
    });
    const first = await post({ url });
    expect(first.status).toBe(200);
    expect(Result.isSuccess(decodeWith(HouseSearchReply)(first.body))).toBe(true);
    expect((await post({ url })).body).toEqual(first.body);
    for (const house of first.body.hotels as { rates: { rooms: { type: { name: string } }[] }[] }[]) {
      const capacity = Number(/(\d+) huéspedes/.exec(house.rates[0]?.rooms[0]?.type.name ?? "")?.[1]);
      expect(capacity).toBeGreaterThanOrEqual(adults);
    }
  });

  it.each([
    ["{}", /^url: /],
    [JSON.stringify({ url: "/hotel/results/PDP/2027-01-10/2027-01-20/2-0" }), /^url: /],
    [JSON.stringify({ url: "/house/results/PDP/2027-01-10/2027-01-20/2-0" }), /^url: /],
    [JSON.stringify({ url: "/house/results/Punta/PDP/2027-01-10/2027-01-05/2-0" }), /^checkOut: /],
    [JSON.stringify({ url: "/house/results/Punta/PDP/2027-01-10/2027-01-20/x" }), /^passengers: /],
    [JSON.stringify({ url: "/house/results/Punta/PDP/2027-01-10/2027-01-20/15-6:1-2-3-4-5-6" }), /^passengers: /],
    [JSON.stringify({ url: "/house/results/Punta/PDP/2027-01-10/2027-01-20/2-1" }), /^passengers: /],
    [JSON.stringify({ url: "/house/results/Nada/QQQ/2027-01-10/2027-01-20/2-0" }), /^destination: /],
  ])("answers 400 for %s", async (body, error) => {
    const reply = await app.request("/api/v1/houses/search", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body,
    });
    expect(reply.status).toBe(400);
    expect(((await reply.json()) as { error: string }).error).toMatch(error);
  });
});
