import { BudgetGetReply, BudgetRequoteReply, decodeWith, itemRequotes, repriceLines } from "@travesia/core";
import { Result } from "effect";
import { describe, expect, it } from "vitest";
import { demoSession, demoTab } from "../internal/accountsTestSupport.js";

const NOW = new Date("2026-11-21T12:00:00Z");

/** A budget holding the first rate of a Bariloche hotel and the first house of Punta del Este. */
const budgetWithHotelAndHouse = async () => {
  const { app, tab } = await demoSession("agente", { now: () => NOW });
  const firstRate = async (path: string, url: string) =>
    ((await tab.post(path, { url })).json.hotels as { rates: { tripProductID: string }[] }[])[0]?.rates[0]
      ?.tripProductID ?? "";
  const hotel = await firstRate("/api/v1/hotels/search", "/hotel/results/BRC/2026-12-10/2026-12-14/2-0");
  const house = await firstRate("/api/v1/houses/search", "/house/results/-/PDP/2026-12-20/2026-12-27/2-0");
  const add = (product: string, rateId: string, budgetId: string) =>
    tab.post("/api/budget/addProduct", { product, rateId, budgetId, parameters: {}, occupancy: "2-0" });
  const id = (await add("hotel", hotel, "")).json.budgetId as string;
  await add("house", house, id);
  const read = async () => {
    const reply = decodeWith(BudgetGetReply)((await tab.get(`/api/budget/get/${id}`)).json);
    if (Result.isFailure(reply) || reply.success.budget === undefined) throw new Error("no budget");
    return reply.success.budget;
  };
  const requote = async (scenario = "") => {
    const reply = decodeWith(BudgetRequoteReply)(
      (await tab.get(`/api/budget/requote/${id}`, scenario === "" ? {} : { "x-demo-scenario": scenario })).json,
    );
    if (Result.isFailure(reply)) throw new Error(reply.failure.message);
    return reply.success;
  };
  return { app, tab, id, read, requote };
};

describe("'Actualizar precios' on the demo API", () => {
  it("re-quotes every item at today's price: nothing changed unless a scenario says so", async () => {
    const { read, requote } = await budgetWithHotelAndHouse();
    const budget = await read();
    const lines = repriceLines(budget.items ?? [], itemRequotes(await requote()), []);
    expect(lines.map((line) => line._tag)).toEqual(["Unchanged", "Unchanged"]);
    expect(budget.items?.every((item) => item.pricedAt === budget.items?.[0]?.addedAt)).toBe(true);
  });

  it("a changed rate and a withdrawn one: the agent accepts the new price and the budget records when", async () => {
    const { tab, id, read, requote } = await budgetWithHotelAndHouse();
    const before = await read();
    const reply = await requote("requote-change,requote-withdraw");
    expect(reply.quotedAt).toBe(NOW.toISOString());
    const [hotelLine, houseLine] = repriceLines(before.items ?? [], itemRequotes(reply), []);
    expect(hotelLine?._tag).toBe("Changed");
    if (hotelLine?._tag !== "Changed") throw new Error("expected a change");
    expect(hotelLine.difference?.minor).toBe(Math.round((hotelLine.old?.minor ?? 0) * 0.1));
    expect(houseLine?._tag).toBe("Unavailable");

    const hotelId = before.items?.[0]?.id ?? "";
    const houseId = before.items?.[1]?.id ?? "";
    const refused = await tab.post(
      `/api/budget/acceptPrices/${id}`,
      { itemIds: [houseId] },
      {
        "x-demo-scenario": "requote-change,requote-withdraw",
      },
    );
    expect([refused.status, refused.json.field]).toEqual([400, "itemIds"]);
    const accepted = await tab.post(
      `/api/budget/acceptPrices/${id}`,
      { itemIds: [hotelId] },
      {
        "x-demo-scenario": "requote-change",
      },
    );
    expect(accepted.status).toBe(200);
    const after = await read();
    expect(after.repricedAt).toBe(NOW.toISOString());
    expect(after.items?.[0]?.price?.amount).toBe(hotelLine.current.minor / 100);
    expect(after.items?.[1]?.price).toEqual(before.items?.[1]?.price);
    // What cancelling the hotel costs follows its new price, step by step; the house's terms are untouched.
    const hotelBefore = before.items?.[0]?.cancellation;
    expect(hotelBefore?.penalties.length).toBeGreaterThan(0);
    expect(after.items?.[0]?.cancellation?.penalties).toEqual(
      hotelBefore?.penalties.map((step) => ({ ...step, amount: Math.round(step.amount * 110) / 100 })),
    );
    expect(after.items?.[1]?.cancellation).toEqual(before.items?.[1]?.cancellation);
    // Re-quoted again under the same change, the accepted line is unchanged.
    const again = repriceLines(after.items ?? [], itemRequotes(await requote("requote-change")), []);
    expect(again[0]?._tag).not.toBe("Changed");
  });

  it("refuses another user's budget and a malformed payload", async () => {
    const { app, id, tab } = await budgetWithHotelAndHouse();
    expect((await tab.post(`/api/budget/acceptPrices/${id}`, { itemIds: "1" })).status).toBe(400);
    const other = demoTab(app);
    await other.login("agente.singastos");
    expect((await other.get(`/api/budget/requote/${id}`)).status).toBe(403);
  });
});
