import { describe, expect, it } from "vitest";
import { demoSession } from "../../internal/accountsTestSupport.js";

type Mail = { to: string; from: string; subject: string; body: string };

/** The agent adds a Punta del Este house 18 days ahead: its free cancellation ends within the next 5 days. */
const agentWithHouse = async (clock: { now: Date }) => {
  const { tab } = await demoSession("agente", { now: () => clock.now });
  const search = await tab.post("/api/v1/houses/search", { url: "/house/results/-/PDP/2026-12-19/2026-12-26/2-0" });
  const rateId = (search.json.hotels as { rates: { tripProductID: string }[] }[])[0]?.rates[0]?.tripProductID;
  await tab.post("/api/budget/addProduct", {
    product: "house",
    rateId,
    budgetId: "",
    parameters: {},
    occupancy: "2-0",
  });
  const digests = async () =>
    ((await tab.get("/api/outbox")).json.messages as Mail[]).filter(
      (mail) => mail.from === "vencimientos@travesia.demo",
    );
  return { tab, digests };
};

describe("the daily digest of deadlines", () => {
  it("goes to the outbox once a day, from the hour the agent chose in their zone", async () => {
    const clock = { now: new Date("2026-12-01T10:00:00Z") };
    const { tab, digests } = await agentWithHouse(clock);
    const set = await tab.post("/api/budget/deadlineDigest", { hour: 8, timeZone: "America/Argentina/Buenos_Aires" });
    expect(set.json).toEqual({ done: true, hour: 8, timeZone: "America/Argentina/Buenos_Aires", lastSentDate: null });
    // 07:00 in Buenos Aires: not yet.
    expect(await digests()).toEqual([]);
    clock.now = new Date("2026-12-01T11:30:00Z");
    const [first, ...others] = await digests();
    expect(others).toEqual([]);
    expect(first?.to).toContain("@");
    expect(first?.subject).toMatch(/^Vencimientos próximos: \d+$/);
    expect(first?.body).toContain("Fin de la cancelación gratuita · 04/12/2026 a las 21:00");
    expect(first?.body).toMatch(/\/v3\/trip\/edit\/\d+#item-\d+|\/mybudgets\/\d+#item-\d+/);
    // Later the same day, and after a change of hour: still one.
    await tab.post("/api/budget/deadlineDigest", { hour: 9, timeZone: "America/Argentina/Buenos_Aires" });
    // (Each step stays within the demo session's 8 hours, as an agent at work would.)
    clock.now = new Date("2026-12-01T18:00:00Z");
    expect(await digests()).toHaveLength(1);
    clock.now = new Date("2026-12-02T01:00:00Z");
    expect((await tab.get("/api/budget/deadlineDigest")).json).toMatchObject({ hour: 9, lastSentDate: "2026-12-01" });
    clock.now = new Date("2026-12-02T08:00:00Z");
    expect(await digests()).toHaveLength(1);
    // The next day, at its hour (09:00 in Buenos Aires is 12:00 UTC).
    clock.now = new Date("2026-12-02T12:05:00Z");
    expect(await digests()).toHaveLength(2);
  });

  it("stops with a null hour, refuses a bad hour or zone with a 400, and needs a login", async () => {
    const clock = { now: new Date("2026-12-01T10:00:00Z") };
    const { tab, digests } = await agentWithHouse(clock);
    await tab.post("/api/budget/deadlineDigest", { hour: null, timeZone: "UTC" });
    clock.now = new Date("2026-12-01T17:00:00Z");
    expect(await digests()).toEqual([]);
    const badHour = await tab.post("/api/budget/deadlineDigest", { hour: 24, timeZone: "UTC" });
    expect([badHour.status, badHour.json.field]).toEqual([400, "hour"]);
    const badZone = await tab.post("/api/budget/deadlineDigest", { hour: 8, timeZone: "Mars/Olympus" });
    expect([badZone.status, badZone.json.field]).toEqual([400, "timeZone"]);
    const junk = await tab.post("/api/budget/deadlineDigest", "{");
    expect(junk.status).toBe(400);
    const { tab: visitor } = await demoSession();
    expect((await visitor.get("/api/budget/deadlineDigest")).status).toBe(401);
  });
});
