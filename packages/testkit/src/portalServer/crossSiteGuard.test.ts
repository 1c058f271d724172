import { contentSecurityPolicy, NO_INLINE_SOURCES, portalApp } from "@travesia/server";
import { describe, expect, it } from "vitest";
import { createDemoApi } from "../server/app.js";
import { inProcessFetcher } from "../server/inProcess.js";

describe("the portal server's guard, in front of the demo API", () => {
  const app = () =>
    portalApp({ api: createDemoApi(), contentSecurityPolicy: contentSecurityPolicy(NO_INLINE_SOURCES) });

  it("refuses another site's link to delete a budget with 403 and a reason, and the budget stays", async () => {
    const agent = inProcessFetcher(app());
    const json = { "content-type": "application/json", "sec-fetch-site": "same-origin" };
    await agent("/api/login", { method: "POST", headers: json, body: '{"username":"agente","password":"demo1234"}' });
    const created = await agent("/api/budget/create", {
      method: "POST",
      headers: json,
      body: JSON.stringify({ budget: { title: "Cross-site", firstName: "Ana", lastName: "López" } }),
    });
    const { budgetId } = (await created.json()) as { budgetId: string };

    const followed = await agent(`/api/budget/delete/${budgetId}`, {
      headers: { "sec-fetch-site": "cross-site", "sec-fetch-mode": "navigate", accept: "text/html" },
    });
    expect(followed.status).toBe(403);
    expect(await followed.json()).toEqual({
      done: false,
      error: "cross-site request refused",
      reason: "a request started by another site (Sec-Fetch-Site: cross-site) may not call the API",
    });
    expect((await agent(`/api/budget/get/${budgetId}`, { headers: { "sec-fetch-site": "same-origin" } })).status).toBe(
      200,
    );

    const deleted = await agent(`/api/budget/delete/${budgetId}`, { headers: { "sec-fetch-site": "same-origin" } });
    expect(deleted.status).toBe(200);
  });

  it("refuses another site's request to the back office, even with the administrator's session", async () => {
    const admin = inProcessFetcher(app());
    const json = { "content-type": "application/json", "sec-fetch-site": "same-origin" };
    await admin("/api/login", { method: "POST", headers: json, body: '{"username":"admin","password":"demo1234"}' });
    const portal = (await (await admin("/api/admin/portals/3", { headers: json })).json()) as {
      portal: { settings: Record<string, unknown> };
    };
    const body = JSON.stringify({ settings: { ...portal.portal.settings, enableBudgeting: false } });
    for (const site of ["cross-site", "same-site"]) {
      const forged = await admin("/api/admin/portals/3/settings", {
        method: "POST",
        headers: { ...json, "sec-fetch-site": site },
        body,
      });
      expect(forged.status).toBe(403);
    }
    const fromForm = await admin("/api/admin/audit/1/undo", {
      method: "POST",
      headers: { "content-type": "application/json", origin: "https://elsewhere.example" },
      body: "{}",
    });
    expect(fromForm.status).toBe(403);
    const log = (await (await admin("/api/admin/audit", { headers: json })).json()) as { entries: unknown[] };
    expect(log.entries).toEqual([]);
    const saved = await admin("/api/admin/portals/3/settings", { method: "POST", headers: json, body });
    expect(saved.status).toBe(200);
  });

  it("compares Origin with the host a proxy forwarded", async () => {
    const agent = inProcessFetcher(app());
    const login = (origin: string) =>
      agent("/api/login", {
        method: "POST",
        headers: {
          "content-type": "application/json",
          origin,
          "x-forwarded-host": "travesia.example",
          "x-forwarded-proto": "https",
        },
        body: '{"username":"agente","password":"demo1234"}',
      });
    expect((await login("https://travesia.example")).status).toBe(200);
    expect((await login("https://elsewhere.example")).status).toBe(403);
  });
});
