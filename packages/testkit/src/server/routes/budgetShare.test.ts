import { BudgetCustomerViewReply, BudgetShareLinkReply, decodeWith, SHARE_TOKEN_BYTES } from "@travesia/core";
import { Result } from "effect";
import { describe, expect, it } from "vitest";
import { demoSession, demoTab } from "../../internal/accountsTestSupport.js";

type SearchReply = { hotels: { rates: { tripProductID: string }[] }[] };
type Mail = { to: string; from: string; subject: string; body: string };

const NOTE = "Comisión 12% — cliente difícil, neto USD 100";

/** `agente` writes a budget with a note only for themselves and adds a Bariloche hotel to it. */
const agentWithHotel = async (clock: { now: Date }) => {
  const { app, tab } = await demoSession("agente", { now: () => clock.now });
  const created = await tab.post("/api/budget/create", {
    budget: { title: "Bariloche en familia", firstName: "Ana", lastName: "Gómez", comments: NOTE },
  });
  expect(created.status).toBe(200);
  const budgetId = created.json.budgetId as string;
  const search = await tab.post("/api/v1/hotels/search", { url: "/hotel/results/BRC/2026-12-10/2026-12-14/2-0" });
  const rateId = (search.json as unknown as SearchReply).hotels[0]?.rates[0]?.tripProductID ?? "";
  const added = await tab.post("/api/budget/addProduct", {
    product: "hotel",
    rateId,
    budgetId,
    parameters: { checkIn: "2026-12-10", checkOut: "2026-12-14" },
    occupancy: "2-0",
  });
  expect(added.status).toBe(200);
  return { app, tab, budgetId, rateId };
};

const linkOf = (json: unknown) => {
  const reply = decodeWith(BudgetShareLinkReply)(json);
  if (Result.isFailure(reply)) throw new Error(reply.failure.message);
  if (reply.success.link === null) throw new Error("no link");
  return reply.success.link;
};

const viewOf = (json: unknown) => {
  const reply = decodeWith(BudgetCustomerViewReply)(json);
  if (Result.isFailure(reply)) throw new Error(reply.failure.message);
  return reply.success.view;
};

describe("the customer's link of a budget", () => {
  it("opens a view with the products and prices and nothing agent-only, records the opening, and refuses it once revoked", async () => {
    const clock = { now: new Date("2026-11-21T12:00:00Z") };
    const { app, tab, budgetId, rateId } = await agentWithHotel(clock);
    expect((await tab.get(`/api/budget/shareLink/${budgetId}`)).json).toEqual({ done: true, link: null });
    const link = linkOf((await tab.post(`/api/budget/shareLink/${budgetId}`, {})).json);
    expect(link).toMatchObject({
      state: "active",
      openedAt: null,
      openCount: 0,
      expiresAt: "2026-11-28T12:00:00.000Z",
    });
    // 32 random bytes in base64url: 256 bits, no padding.
    expect(link.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(Buffer.from(link.token, "base64url")).toHaveLength(SHARE_TOKEN_BYTES);

    // The customer, in a browser with no session.
    const customer = demoTab(app);
    clock.now = new Date("2026-11-21T15:30:00Z");
    const opened = await customer.get(`/api/public/budget/${link.token}`);
    expect(opened.status).toBe(200);
    const view = viewOf(opened.json);
    expect(view).toMatchObject({ title: "Bariloche en familia", customerName: "Ana Gómez" });
    expect(view.items).toHaveLength(1);
    expect(view.items[0]).toMatchObject({ product: "hotel", startDate: "2026-12-10", endDate: "2026-12-14" });
    expect(view.items[0]?.price?.amount).toBeGreaterThan(0);
    // Nothing the agent keeps for themselves: the note, the rate's id, the parameters, the occupancy.
    const text = JSON.stringify(opened.json);
    for (const leak of [NOTE, "comments", "rateId", "parameters", "occupancy", rateId])
      expect(text).not.toContain(leak);

    const seen = linkOf((await tab.get(`/api/budget/shareLink/${budgetId}`)).json);
    expect(seen).toMatchObject({ openedAt: "2026-11-21T15:30:00.000Z", openCount: 1 });

    const revoked = linkOf((await tab.post(`/api/budget/shareLink/${budgetId}/revoke`, {})).json);
    expect(revoked).toMatchObject({ state: "revoked", revokedAt: "2026-11-21T15:30:00.000Z" });
    const refused = await customer.get(`/api/public/budget/${link.token}`);
    expect([refused.status, refused.json.state]).toEqual([410, "revoked"]);
  });

  it("expires after its days, and a new link revokes the one before", async () => {
    const clock = { now: new Date("2026-11-21T12:00:00Z") };
    const { app, tab, budgetId } = await agentWithHotel(clock);
    const first = linkOf((await tab.post(`/api/budget/shareLink/${budgetId}`, {})).json);
    // (The agent's own calls stay within the demo session's 8 hours; the customer's need no session.)
    const second = linkOf((await tab.post(`/api/budget/shareLink/${budgetId}`, {})).json);
    expect(second.token).not.toBe(first.token);
    const customer = demoTab(app);
    expect((await customer.get(`/api/public/budget/${first.token}`)).status).toBe(410);
    expect((await customer.get(`/api/public/budget/${second.token}`)).status).toBe(200);
    clock.now = new Date("2026-11-28T12:00:00Z");
    const expired = await customer.get(`/api/public/budget/${second.token}`);
    expect([expired.status, expired.json.state]).toEqual([410, "expired"]);
  });

  it("goes to the customer's e-mail through the outbox, with the link", async () => {
    const clock = { now: new Date("2026-11-21T12:00:00Z") };
    const { tab, budgetId } = await agentWithHotel(clock);
    const link = linkOf((await tab.post(`/api/budget/shareLink/${budgetId}`, {})).json);
    const sent = await tab.post(`/api/budget/shareLink/${budgetId}/email`, { to: "ana@example.com", language: "en" });
    expect(sent.status).toBe(200);
    const mails = (await tab.get("/api/outbox")).json.messages as Mail[];
    const mail = mails.find((one) => one.to === "ana@example.com");
    expect(mail?.subject).toBe("Your quotation: Bariloche en familia");
    expect(mail?.body).toContain(`/presupuesto/${link.token}`);
    expect(mail?.body).not.toContain(NOTE);
    const bad = await tab.post(`/api/budget/shareLink/${budgetId}/email`, { to: "not an address" });
    expect([bad.status, bad.json.field]).toEqual([400, "to"]);
  });

  it("answers 401 without a login, 403 for another agent's budget, 400 to a malformed token or payload, 404 to an unknown one", async () => {
    const clock = { now: new Date("2026-11-21T12:00:00Z") };
    const { app, tab, budgetId } = await agentWithHotel(clock);
    const visitor = demoTab(app);
    expect((await visitor.post(`/api/budget/shareLink/${budgetId}`, {})).status).toBe(401);
    const other = demoTab(app);
    await other.login("agente.singastos");
    expect((await other.post(`/api/budget/shareLink/${budgetId}`, {})).status).toBe(403);
    expect((await other.get(`/api/budget/shareLink/${budgetId}`)).status).toBe(403);
    expect((await other.post(`/api/budget/shareLink/${budgetId}/revoke`, {})).status).toBe(403);
    expect((await tab.post(`/api/budget/shareLink/${budgetId}/revoke`, {})).status).toBe(404);
    expect((await tab.post(`/api/budget/shareLink/${budgetId}`, "{")).status).toBe(400);
    const short = await visitor.get("/api/public/budget/abc");
    expect([short.status, short.json.field, short.json.error]).toEqual([400, "token", "token: length"]);
    const odd = await visitor.get(`/api/public/budget/${"*".repeat(43)}`);
    expect([odd.status, odd.json.error]).toEqual([400, "token: alphabet"]);
    expect((await visitor.get(`/api/public/budget/${"A".repeat(43)}`)).status).toBe(404);
  });
});
