import { describe, expect, it } from "vitest";
import { DEMO_USERS } from "../../db/demoUsers.js";
import { demoSession } from "../../internal/accountsTestSupport.js";
import { DEMO_MAINTENANCE } from "./user.js";

const NOW = Date.parse("2027-05-20T12:00:00Z");
const clock = { now: () => new Date(NOW) };

describe("user, header and counters", () => {
  it("answers the user record with the allowed products and no password", async () => {
    for (const user of DEMO_USERS) {
      const { tab } = await demoSession(user.username);
      const reply = await tab.get("/api/user");
      expect(reply.json).toMatchObject({
        id: String(user.id),
        username: user.username,
        products: user.products,
        portalType: user.portalType,
        outOfLimit: user.outOfLimit,
        onlyWithoutCancellationFees: user.onlyWithoutCancellationFees,
        guest: false,
      });
      expect(JSON.stringify(reply.json)).not.toContain("password");
    }
    const { tab } = await demoSession();
    expect((await tab.get("/api/user")).json).toMatchObject({ id: "0", guest: true, portalType: "B2C" });
    const failed = await tab.get("/api/user", { "x-demo-scenario": "user-fail" });
    expect(failed.status).toBe(500);
    expect(failed.json.error).toBe("error al recuperar el usuario");
  });

  it("counts bookings, alerts, budgets, messages and the NOT, ALT and CRD notifications", async () => {
    const { tab } = await demoSession("agente", clock);
    await tab.post("/api/budget/create", { budget: { title: "Uno", firstName: "Ana", lastName: "Paz" } });
    const counters = (await tab.get("/api/v2/counters")).json;
    expect(counters).toEqual({
      bookings: 6,
      alerts: 2,
      budgets: 1,
      messages: 2,
      notifications: [
        { type: "NOT", quantity: 3, unread: 2 },
        { type: "ALT", quantity: 2, unread: 2 },
        { type: "CRD", quantity: 0, unread: 0 },
      ],
    });
    expect((await tab.get("/mybookings/getTodayBookingCount")).json).toEqual({ done: true, count: { totalItems: 2 } });
    expect((await tab.get("/alerts/summary")).json).toMatchObject({
      counts: [{ type: "NOT" }, { type: "ALT", quantity: 2 }, { type: "CRD" }],
      alerts: [{ id: "1", type: "ALT", date: "2027-05-20" }, { id: "2" }],
    });
    expect((await tab.get("/inbox/msgCount/2027-05-19/false")).json).toEqual({
      done: true,
      msgCount: { totalItems: 2 },
    });
    expect((await tab.get("/inbox/msgCount/2027-01-01/false")).json.msgCount).toEqual({ totalItems: 3 });
    expect((await tab.get("/inbox/msgCount/2027-01-01/true")).json.msgCount).toEqual({ totalItems: 2 });
    expect((await tab.get("/inbox/msgCount/2027-02-30/false")).json.field).toBe("date");
    expect((await tab.get("/inbox/msgCount/2027-13-01/false")).json.field).toBe("date");
    expect((await tab.get("/inbox/msgCount/2027-01-01/maybe")).json.field).toBe("onlyUnread");
  });

  it("needs a login for the bookings, alerts and inbox counts; anonymous counters are zero", async () => {
    const { tab } = await demoSession();
    for (const path of ["/mybookings/getTodayBookingCount", "/alerts/summary", "/inbox/msgCount/2027-01-01/false"]) {
      expect((await tab.get(path)).status).toBe(401);
    }
    expect((await tab.get("/api/v2/counters")).json).toMatchObject({ bookings: 0, budgets: 0, messages: 0 });
  });

  it("shows maintenance and freezing in the header through scenarios", async () => {
    const { tab } = await demoSession("agente");
    await tab.post("/api/budget/create", { budget: { title: "Uno", firstName: "Ana", lastName: "Paz" } });
    const calm = (await tab.get("/api/v2/header")).json;
    expect(calm).toMatchObject({
      loggedIn: true,
      userName: "Martín Gómez",
      portal: { portalType: "B2B" },
      maintenance: { show: false, freezing: false },
      budgets_count: 1,
      budgets: [{ title: "Uno" }],
      counters: { budgets: 1 },
    });
    expect((await tab.get("/api/v2/header", { "x-demo-scenario": "maintenance" })).json.maintenance).toEqual({
      show: true,
      freezing: false,
      message: DEMO_MAINTENANCE.message,
    });
    expect((await tab.get("/api/v2/header", { "x-demo-scenario": "freezing" })).json.maintenance).toEqual({
      show: true,
      freezing: true,
      message: DEMO_MAINTENANCE.freezingMessage,
    });
    expect((await tab.get("/api/v2/footer")).json.links).toHaveLength(4);
  });

  it("answers the selected currency of the session", async () => {
    const { tab } = await demoSession();
    expect((await tab.get("/api/v2/currency/selected")).json).toMatchObject({ id: "USD" });
    await tab.post("/currency/setCurrencySession", { currency: "BRL" });
    expect((await tab.get("/api/v2/currency/selected")).json).toMatchObject({ id: "BRL" });
  });

  it("answers arrears messages for the agency in arrears, or anyone under the arrears scenario", async () => {
    const moroso = (await demoSession("agente.moroso")).tab;
    expect((await moroso.get("/api/get-defaulter-message")).json).toMatchObject({
      error: false,
      messages: [{ msgLevel: "warning" }, { msgLevel: "danger" }],
    });
    const agent = (await demoSession("agente")).tab;
    expect((await agent.get("/api/get-defaulter-message")).json).toEqual({ error: false, messages: [] });
    expect(
      ((await agent.get("/api/get-defaulter-message", { "x-demo-scenario": "arrears" })).json.messages as unknown[])
        .length,
    ).toBe(1);
    expect((await agent.get("/api/get-defaulter-message", { "x-demo-scenario": "arrears-fail" })).status).toBe(500);
  });
});
