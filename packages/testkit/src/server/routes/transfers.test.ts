import { fc, test } from "@fast-check/vitest";
import {
  buildTransferSearchUrl,
  decodeWith,
  formatRoom,
  type TransferSearch,
  TransferSearchReply,
  transferBudgetParameters,
  transferPriceView,
} from "@travesia/core";
import { Result } from "effect";
import { describe, expect, it } from "vitest";
import { demoSession } from "../../internal/accountsTestSupport.js";
import { createInventory } from "../../inventory/inventory.js";
import { createDemoApi } from "../app.js";
import { SCENARIO_HEADER } from "../scenario.js";

const NOW = new Date("2026-11-21T12:00:00Z");
const SEED = 4;
const app = createDemoApi({ now: () => NOW, seed: SEED });
const hotel = createInventory(SEED).hotelsOf("BUE")[3];
if (hotel === undefined) throw new Error("expected hotels in Buenos Aires");

const SEARCH = {
  from: { kind: "airport", code: "EZE", name: "Ezeiza" },
  to: { kind: "hotel", code: `BUEOMNICODE=${hotel.omniCode}`, name: hotel.name },
  outbound: { date: "2027-01-10", time: "09:30" },
  inbound: { date: "2027-01-17", time: "18:00" },
  passengers: { adults: 2, children: 1, ages: [5] },
  luggage: 3,
} as unknown as TransferSearch;

const post = async (body: unknown, scenario?: string) => {
  const reply = await app.request("/api/v1/transfers/search", {
    method: "POST",
    headers: { "content-type": "application/json", ...(scenario === undefined ? {} : { [SCENARIO_HEADER]: scenario }) },
    body: JSON.stringify(body),
  });
  return { status: reply.status, body: (await reply.json()) as Record<string, unknown> };
};

describe("POST /api/v1/transfers/search", () => {
  it("offers shared, shuttle and private transfers airport → hotel, the same on every call, decoding with core's Schema", async () => {
    const first = await post({ url: buildTransferSearchUrl(SEARCH) });
    expect(first.status).toBe(200);
    const decoded = decodeWith(TransferSearchReply)(first.body);
    if (Result.isFailure(decoded)) throw new Error(decoded.failure.message);
    const options = decoded.success.options ?? [];
    expect(decoded.success.toName).toBe(hotel.name);
    expect(new Set(options.map((option) => option.serviceType))).toEqual(new Set(["shared", "shuttle", "private"]));
    expect(options.every((option) => option.luggage >= SEARCH.luggage)).toBe(true);
    expect(options.some((option) => option.price.basis === "vehicle")).toBe(true);
    expect(options.some((option) => option.price.basis === "person")).toBe(true);
    expect((await post({ url: buildTransferSearchUrl(SEARCH) })).body).toEqual(first.body);
  });

  it("answers no offer with search-empty and a 500 with search-fail", async () => {
    expect((await post({ url: buildTransferSearchUrl(SEARCH) }, "search-empty")).body.options).toEqual([]);
    expect((await post({ url: buildTransferSearchUrl(SEARCH) }, "search-fail")).status).toBe(500);
  });

  it("answers 400 naming the field to a bad search", async () => {
    const field = async (body: unknown) => {
      const reply = await post(body);
      expect(reply.status).toBe(400);
      return reply.body.field;
    };
    expect(await field({ url: "/hotel/results/BUE/2027-01-10/2027-01-12/2-0" })).toBe("url");
    expect(await field({ url: buildTransferSearchUrl({ ...SEARCH, from: { ...SEARCH.from, code: "XXX" } }) })).toBe(
      "from",
    );
    expect(await field({ url: buildTransferSearchUrl({ ...SEARCH, to: SEARCH.from }) })).toBe("to");
    expect(
      await field({
        url: buildTransferSearchUrl({
          ...SEARCH,
          outbound: { ...SEARCH.outbound, date: "2026-11-20" } as TransferSearch["outbound"],
        }),
      }),
    ).toBe("dates");
    expect(
      await field({ url: buildTransferSearchUrl({ ...SEARCH, passengers: { adults: 0, children: 0, ages: [] } }) }),
    ).toBe("passengers");
  });

  test.prop([fc.anything()], { numRuns: 100 })("junk is a 400, never a 500", async (junk) => {
    const reply = await post(junk);
    expect(reply.status).toBe(400);
  });

  it("a transfer added to a budget is listed with its title and total", async () => {
    const { tab } = await demoSession("agente", { now: () => NOW, seed: SEED });
    const reply = await tab.post("/api/v1/transfers/search", { url: buildTransferSearchUrl(SEARCH) });
    const offer = decodeWith(TransferSearchReply)(reply.json);
    if (Result.isFailure(offer)) throw new Error(offer.failure.message);
    const chosen = offer.success.options?.find((option) => option.serviceType === "private");
    if (chosen === undefined) throw new Error("expected a private transfer");
    const added = await tab.post("/api/budget/addProduct", {
      product: "transfer",
      rateId: chosen.id,
      budgetId: "",
      parameters: transferBudgetParameters(SEARCH),
      occupancy: formatRoom(SEARCH.passengers),
    });
    expect(added.json).toMatchObject({ done: true });
    const budget = await tab.get(`/api/budget/get/${String(added.json.budgetId)}`);
    const total = transferPriceView(chosen, SEARCH.passengers).total;
    expect((budget.json.budget as { items: unknown[] }).items).toEqual([
      expect.objectContaining({
        product: "transfer",
        title: expect.stringContaining(`Ezeiza`),
        price: { amount: total.minor / 100, currency: "USD" },
        cancellation: expect.objectContaining({ serviceDate: SEARCH.outbound.date }),
      }),
    ]);
  });
});
