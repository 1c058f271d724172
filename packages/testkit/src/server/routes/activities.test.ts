import {
  ACTIVITY_CATEGORIES,
  ActivityDetailReply,
  ActivitySearchReply,
  activityQuote,
  decodeWith,
} from "@travesia/core";
import { Result } from "effect";
import { describe, expect, it } from "vitest";
import { demoTab } from "../../internal/accountsTestSupport.js";
import { createDemoApi } from "../app.js";

const NOW = new Date("2026-11-21T12:00:00Z");
const SEARCH = "/activities/results/BUE/2026-12-01/2026-12-05/2/2:4-9/0";

const search = async (tab: ReturnType<typeof demoTab>, url: string) => tab.post("/api/v1/activities/search", { url });

describe("activity routes", () => {
  const tab = demoTab(createDemoApi({ now: () => NOW }));

  it("answers every activity of a destination with a slot in the days, the same each time", async () => {
    const first = await search(tab, SEARCH);
    expect(first.status).toBe(200);
    const reply = decodeWith(ActivitySearchReply)(first.json);
    expect(Result.isSuccess(reply)).toBe(true);
    const activities = Result.isSuccess(reply) ? (reply.success.activities ?? []) : [];
    expect(activities.length).toBeGreaterThan(15);
    expect(new Set(activities.map((activity) => activity.category))).toEqual(new Set(ACTIVITY_CATEGORIES));
    expect((await search(tab, SEARCH)).json).toEqual(first.json);
  });

  it("answers a detail with bands and slots that core prices, and some sold-out slots across the city", async () => {
    const detail = await tab.get("/api/v1/activities/detail/BUE-A1?from=2026-12-01&to=2026-12-07");
    const reply = decodeWith(ActivityDetailReply)(detail.json);
    expect(Result.isSuccess(reply)).toBe(true);
    const activity = Result.isSuccess(reply) ? reply.success.activity : undefined;
    if (activity === undefined) throw new Error("no activity");
    const open = activity.slots.find((slot) => slot.seatsLeft >= 4);
    if (open === undefined) throw new Error("no open slot");
    const quote = activityQuote(activity, {
      date: open.date,
      time: open.time,
      adults: 2,
      childAges: [4, 9],
      infants: 0,
    });
    expect(quote._tag).toBe("priced");
    const soldOut = [];
    for (let index = 1; index <= 24; index++) {
      const other = await tab.get(`/api/v1/activities/detail/BUE-A${index}?from=2026-12-01&to=2026-12-30`);
      const slots = (other.json.activity as { slots: { seatsLeft: number }[] }).slots;
      soldOut.push(...slots.filter((slot) => slot.seatsLeft === 0));
    }
    expect(soldOut.length).toBeGreaterThan(0);
  });

  it("lets an agent add a priced slot to a budget in the activities' parameters format", async () => {
    const agent = demoTab(createDemoApi({ now: () => NOW }));
    await agent.login("agente");
    const detail = await agent.get("/api/v1/activities/detail/BUE-A1?from=2026-12-01&to=2026-12-07");
    const reply = decodeWith(ActivityDetailReply)(detail.json);
    const activity = Result.isSuccess(reply) ? reply.success.activity : undefined;
    const open = activity?.slots.find((slot) => slot.seatsLeft >= 4);
    if (activity === undefined || open === undefined) throw new Error("no open slot");
    const quote = activityQuote(activity, {
      date: open.date,
      time: open.time,
      adults: 2,
      childAges: [4, 9],
      infants: 0,
    });
    if (quote._tag !== "priced") throw new Error(quote._tag);
    const added = await agent.post("/api/budget/addProduct", { ...quote.item, budgetId: "" });
    expect(added.json).toMatchObject({ done: true, added: true });
    // The budget lists it as its own line, with its day, time and the party's price.
    const budget = await agent.get(`/api/budget/get/${added.json.budgetId}`);
    const items = (budget.json.budget as { items: { product: string; title?: string; price?: unknown }[] }).items;
    expect(items.find((item) => item.product === "activity")).toMatchObject({
      title: expect.stringContaining(`${open.date} ${open.time}`),
      price: { amount: quote.price.total.minor / 100, currency: "USD" },
    });
  });

  it("serves an activity's pictures, but for one activity in six whose pictures are gone", async () => {
    const served = await tab.fetch("/images/activities/BUE-A1/1.jpg");
    expect(served.status).toBe(200);
    expect(served.headers.get("content-type")).toBe("image/jpeg");
    expect((await tab.fetch("/images/activities/BUE-A6/1.jpg")).status).toBe(404);
    expect((await tab.fetch("/images/activities/BUE-A1/9.jpg")).status).toBe(404);
    expect((await tab.fetch("/images/activities/nope/1.jpg")).status).toBe(400);
  });

  it("answers 400 with a reason to bad input, 404 to an unknown activity", async () => {
    expect((await search(tab, "/activities/results/BUE/2026-11-01/2026-11-05/2/0/0")).json.field).toBe("from");
    expect((await search(tab, "/activities/results/XXX/2026-12-01/2026-12-05/2/0/0")).json.field).toBe("destination");
    expect((await search(tab, `${SEARCH}?category=food`)).status).toBe(400);
    expect((await search(tab, "/hotel/results/BUE")).json.field).toBe("url");
    expect((await tab.post("/api/v1/activities/search", { url: 7 })).status).toBe(400);
    expect((await tab.get("/api/v1/activities/detail/BUE-A1?from=2026-12-05&to=2026-12-01")).status).toBe(400);
    expect((await tab.get("/api/v1/activities/detail/BUE-A99?from=2026-12-01&to=2026-12-05")).status).toBe(404);
  });

  it("honours the empty and failing search scenarios", async () => {
    const scenario = (name: string) => ({ "x-demo-scenario": name });
    const empty = await tab.post("/api/v1/activities/search", { url: SEARCH }, scenario("search-empty"));
    expect(empty.json.activities).toEqual([]);
    const failed = await tab.post("/api/v1/activities/search", { url: SEARCH }, scenario("search-fail"));
    expect(failed.status).toBe(500);
  });
});
