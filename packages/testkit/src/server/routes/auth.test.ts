import { fc, test } from "@fast-check/vitest";
import { describe, expect, it } from "vitest";
import { DEMO_USERS } from "../../db/demoUsers.js";
import { demoSession, demoTab } from "../../internal/accountsTestSupport.js";
import { createDemoApi } from "../app.js";
import { SESSION_COOKIE } from "../login.js";

describe("login and logout", () => {
  it("logs every demo user in with an HttpOnly, SameSite=Lax session cookie, and out again", async () => {
    for (const user of DEMO_USERS) {
      const { tab } = await demoSession();
      expect((await tab.get("/api/session-status")).json).toEqual({ loggedIn: false });
      const login = await tab.login(user.username, user.password);
      const cookie = login.response.headers.getSetCookie().find((line) => line.startsWith(`${SESSION_COOKIE}=`));
      expect(cookie).toMatch(/HttpOnly/i);
      expect(cookie).toMatch(/SameSite=Lax/i);
      expect(login.json.user).toMatchObject({ username: user.username, portalType: user.portalType });
      expect(JSON.stringify(login.json)).not.toContain(user.password);
      expect((await tab.get("/api/session-status")).json).toEqual({ loggedIn: true });
      expect((await tab.post("/api/logout")).status).toBe(200);
      expect((await tab.get("/api/session-status")).json).toEqual({ loggedIn: false });
    }
  });

  it("refuses a wrong password with 401 and keeps the visitor anonymous", async () => {
    const { tab } = await demoSession();
    const reply = await tab.post("/api/login", { username: "agente", password: "nope" });
    expect(reply.status).toBe(401);
    expect(reply.json.error).toBe("Usuario o contraseña incorrectos.");
    expect((await tab.get("/api/session-status")).json).toEqual({ loggedIn: false });
  });

  it("keeps separate tabs separate", async () => {
    const app = createDemoApi();
    const agent = demoTab(app);
    const stranger = demoTab(app);
    await agent.login("agente");
    expect((await agent.get("/api/session-status")).json.loggedIn).toBe(true);
    expect((await stranger.get("/api/session-status")).json.loggedIn).toBe(false);
  });

  it("forgets a session after eight idle hours", async () => {
    let now = Date.parse("2027-01-10T10:00:00Z");
    const { tab } = await demoSession("agente", { now: () => new Date(now) });
    now += 7 * 3_600_000;
    expect((await tab.get("/api/session-status")).json.loggedIn).toBe(true);
    now += 8 * 3_600_000 + 1;
    expect((await tab.get("/api/session-status")).json.loggedIn).toBe(false);
  });

  it.each([
    ["not json", "{", "body"],
    ["no body", "", "body"],
    ["missing username", { password: "x" }, "username"],
    ["empty password", { username: "agente", password: "" }, "password"],
    ["wrong type", { username: 5, password: "x" }, "username"],
  ])("answers 400 naming the field for %s", async (_, body, field) => {
    const { tab } = await demoSession();
    const reply = await tab.post("/api/login", body);
    expect(reply.status).toBe(400);
    expect(reply.json.field).toBe(field);
    expect(String(reply.json.error).startsWith(`${field}:`)).toBe(true);
  });

  test.prop([fc.anything()], { numRuns: 200 })("any JSON body is a 200, 400 or 401, never a 500", async (junk) => {
    const { tab } = await demoSession();
    const reply = await tab.post("/api/login", JSON.stringify(junk ?? null));
    expect([200, 400, 401]).toContain(reply.status);
  });
});
