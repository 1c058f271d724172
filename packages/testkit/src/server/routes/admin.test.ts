import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { PortalSettings } from "@travesia/core";
import { describe, expect, it } from "vitest";
import { AUDIT_LIST_LIMIT } from "../../db/portalSettingsStore.js";
import { demoSession, demoTab } from "../../internal/accountsTestSupport.js";
import { createDemoApi } from "../app.js";

const NOW = new Date("2026-12-02T10:00:00Z");

/** Every back-office call, as a client might send it (valid or not). */
const ADMIN_CALLS = [
  ["GET", "/api/admin/portals"],
  ["GET", "/api/admin/portals/3"],
  ["POST", "/api/admin/portals/3/settings"],
  ["GET", "/api/admin/audit"],
  ["POST", "/api/admin/audit/1/undo"],
  ["GET", "/api/admin/anything/else"],
] as const;

const adminSession = () => demoSession("admin", { now: () => NOW });

const settingsOf = async (tab: ReturnType<typeof demoTab>, id: string) =>
  ((await tab.get(`/api/admin/portals/${id}`)).json.portal as { settings: PortalSettings }).settings;

describe("the back office's API", () => {
  it("refuses every admin call to nobody signed in (401) and to a visitor or an agent (403), whatever they send", async () => {
    const app = createDemoApi();
    const anonymous = demoTab(app);
    const refused = [];
    for (const username of [undefined, "cliente", "agente", "agente.moroso"]) {
      const tab = demoTab(app);
      if (username !== undefined) await tab.login(username);
      for (const [method, path] of ADMIN_CALLS) {
        const body = method === "POST" ? { settings: { enableBudgeting: false } } : undefined;
        const reply = await (method === "GET" ? tab.get(path, { "x-admin": "true" }) : tab.post(path, body));
        refused.push([username ?? "anonymous", path, reply.status, reply.json.done]);
      }
    }
    for (const [who, path, status, done] of refused) {
      expect(status, `${who} ${path}`).toBe(who === "anonymous" ? 401 : 403);
      expect(done).toBe(false);
    }
    expect((await anonymous.get("/api/admin/portals")).json.loggedIn).toBe(false);
    // Nothing was changed by the refused calls.
    const admin = demoTab(app);
    await admin.login("admin");
    expect((await admin.get("/api/admin/audit")).json.entries).toEqual([]);
  });

  it("lists the portals with their settings, seeded from the portal configuration", async () => {
    const { tab } = await adminSession();
    const reply = await tab.get("/api/admin/portals");
    expect(reply.status).toBe(200);
    const portals = reply.json.portals as { id: string; settings: PortalSettings }[];
    expect(portals.map((portal) => portal.id)).toEqual(["1", "2", "3"]);
    expect(portals[2]?.settings).toMatchObject({
      enableBudgeting: true,
      enablePricer: false,
      onlyGo: true,
      audience: "B2B",
    });
    expect((await tab.get("/api/admin/portals/9")).status).toBe(404);
  });

  it("answers 400 with the field and its reason to a bad payload, never 500", async () => {
    const { tab } = await adminSession();
    const valid = await settingsOf(tab, "3");
    const cases: [unknown, string][] = [
      ["", "body"],
      ["{not json", "body"],
      [[], "settings"],
      [{ settings: null }, "settings"],
      [{ settings: { ...valid, enableBudgeting: "off" } }, "settings.enableBudgeting"],
      [{ settings: { ...valid, audience: "GO" } }, "settings.audience"],
      [{ settings: { ...valid, maintenanceMessage: "x".repeat(501) } }, "settings.maintenanceMessage"],
      [{ settings: { ...valid, freezing: true, maintenanceMessage: " " } }, "settings.maintenanceMessage"],
    ];
    for (const [body, field] of cases) {
      const reply = await tab.post("/api/admin/portals/3/settings", body);
      expect(reply.status, JSON.stringify(body)).toBe(400);
      expect(reply.json.field).toBe(field);
      expect(String(reply.json.error)).toMatch(new RegExp(`^${field.replace(".", "\\.")}: .+`));
    }
    expect(
      (
        await tab.post("/api/admin/portals/3/settings", {
          settings: { ...valid, freezing: true, maintenanceMessage: "" },
        })
      ).json.error,
    ).toBe("settings.maintenanceMessage: Para congelar el portal escriba el mensaje que verán los usuarios.");
    expect((await tab.post("/api/admin/audit/abc/undo", {})).status).toBe(400);
    expect((await tab.post("/api/admin/audit/77/undo", {})).status).toBe(404);
    expect((await tab.get("/api/admin/audit")).json.entries).toEqual([]);
  });

  it("saves a change in SQLite, records who, when, what, before and after, shows it to the portal, and undoes it", async () => {
    const { app, tab } = await adminSession();
    const agent = demoTab(app);
    await agent.login("agente.moroso");
    const before = await settingsOf(tab, "3");
    const saved = await tab.post("/api/admin/portals/3/settings", {
      settings: { ...before, enableBudgeting: false, maintenanceMessage: "  Corte programado a las 22 h.  " },
    });
    expect(saved.status).toBe(200);
    const entries = saved.json.entries as { id: string; field: string }[];
    expect(entries).toEqual([
      {
        id: "1",
        at: NOW.toISOString(),
        who: "admin",
        module: "settings",
        target: "3",
        targetName: "Travesía GO",
        field: "enableBudgeting",
        before: true,
        after: false,
        undoOf: null,
        undoneBy: null,
      },
      expect.objectContaining({
        id: "2",
        field: "maintenanceMessage",
        before: "",
        after: "Corte programado a las 22 h.",
      }),
    ]);
    // The public portal reads it at once: the configuration, the header's banner (B2B), the search's flags.
    expect((await agent.get("/api/portal/config/3")).json.enableBudgeting).toBe(false);
    expect((await agent.get("/api/v2/header")).json.maintenance).toEqual({
      show: true,
      freezing: false,
      message: "Corte programado a las 22 h.",
    });
    const search = await agent.post("/api/v1/hotels/search", { url: "/hotel/results/COR/2026-12-20/2026-12-22/2-0" });
    expect([search.status, search.json.enableBudgeting]).toEqual([200, false]);
    // Saving the same settings again records nothing.
    const again = await tab.post("/api/admin/portals/3/settings", { settings: await settingsOf(tab, "3") });
    expect(again.json.entries).toEqual([]);

    const undo = await tab.post("/api/admin/audit/1/undo", {});
    expect(undo.status).toBe(200);
    expect(undo.json.entry).toMatchObject({
      id: "3",
      field: "enableBudgeting",
      before: false,
      after: true,
      undoOf: "1",
    });
    expect((await agent.get("/api/portal/config/3")).json.enableBudgeting).toBe(true);
    const log = (await tab.get("/api/admin/audit")).json.entries as { id: string; undoneBy: string | null }[];
    expect(log.map((entry) => [entry.id, entry.undoneBy])).toEqual([
      ["3", null],
      ["2", null],
      ["1", "3"],
    ]);
    // Undone once is enough; a value changed since is not overwritten.
    const twice = await tab.post("/api/admin/audit/1/undo", {});
    expect([twice.status, twice.json.reason]).toEqual([409, "alreadyUndone"]);
    await tab.post("/api/admin/portals/3/settings", {
      settings: { ...(await settingsOf(tab, "3")), maintenanceMessage: "Otro" },
    });
    // A freeze shows the screen blocker with the administrator's message.
    await tab.post("/api/admin/portals/3/settings", { settings: { ...(await settingsOf(tab, "3")), freezing: true } });
    expect((await agent.get("/api/v2/header")).json.maintenance).toEqual({
      show: true,
      freezing: true,
      message: "Otro",
    });
    const stale = await tab.post("/api/admin/audit/2/undo", {});
    expect([stale.status, stale.json.reason]).toEqual([409, "changedSince"]);
  });

  it("edits a language variant's custom text, shows it to the portal at once, and undoes it", async () => {
    const { app, tab } = await adminSession();
    const visitor = demoTab(app);
    const variants = await tab.get("/api/admin/texts");
    expect(variants.json.variants).toContainEqual({ id: "es-AR", name: "Español (Argentina)", base: "es" });
    expect((await tab.get("/api/admin/texts/es-AR")).json.texts).toEqual([
      { key: "home.title", base: expect.any(String), text: "Encontrá tu próximo viaje" },
    ]);
    const found = (await tab.get(`/api/admin/texts/es-AR?q=${encodeURIComponent("suscribite")}`)).json.texts as {
      key: string;
    }[];
    expect(found.map((text) => text.key)).toContain("newsletter.title");

    const saved = await tab.post("/api/admin/texts/es-AR", {
      key: "newsletter.title",
      text: "  Sumate al newsletter ",
    });
    expect(saved.status).toBe(200);
    expect(saved.json.entries).toMatchObject([
      {
        module: "texts",
        target: "es-AR",
        targetName: "es-AR",
        field: "newsletter.title",
        before: "",
        after: "Sumate al newsletter",
      },
    ]);
    const custom = (await visitor.get("/api/customLocales")).json.custom as {
      id: string;
      overwrite: Record<string, string>;
    }[];
    expect(custom.find((variant) => variant.id === "es-AR")?.overwrite["newsletter.title"]).toBe(
      "Sumate al newsletter",
    );
    expect((await visitor.get("/i18n/es-AR")).json["newsletter.title"]).toBe("Sumate al newsletter");

    // An empty text gives the catalog's own back; the seed's text can be removed the same way.
    const cleared = await tab.post("/api/admin/texts/es-AR", { key: "home.title", text: "" });
    expect(cleared.json.entries).toMatchObject([
      { field: "home.title", before: "Encontrá tu próximo viaje", after: "" },
    ]);
    expect((await visitor.get("/i18n/es-AR")).json["home.title"]).toBe(
      (await visitor.get("/i18n/es")).json["home.title"],
    );

    const [entry] = saved.json.entries as { id: string }[];
    const undo = await tab.post(`/api/admin/audit/${entry?.id}/undo`, {});
    expect(undo.status).toBe(200);
    expect(undo.json.text).toMatchObject({ key: "newsletter.title", text: "" });
    expect((await visitor.get("/i18n/es-AR")).json["newsletter.title"]).toBe("Suscribite a nuestro newsletter");
    expect((await tab.post(`/api/admin/audit/${entry?.id}/undo`, {})).json.reason).toBe("alreadyUndone");
  });

  it("refuses a bad custom text with 400 naming the field, and an unknown variant with 404", async () => {
    const { tab } = await adminSession();
    const cases: [unknown, string][] = [
      ["", "body"],
      [{ key: "no.such.key", text: "x" }, "key"],
      [{ text: "x" }, "key"],
      [{ key: "home.title", text: 7 }, "text"],
      [{ key: "home.title", text: "x".repeat(501) }, "text"],
      [{ key: "hotelResults.found", text: "Alojamientos encontrados" }, "text"],
    ];
    for (const [body, field] of cases) {
      const reply = await tab.post("/api/admin/texts/es-AR", body);
      expect([reply.status, reply.json.field], JSON.stringify(body)).toEqual([400, field]);
    }
    expect((await tab.post("/api/admin/texts/fr-FR", { key: "home.title", text: "x" })).status).toBe(404);
    expect((await tab.get("/api/admin/texts/fr-FR")).status).toBe(404);
    expect((await tab.get("/api/admin/audit")).json.entries).toEqual([]);
  });

  it("answers the newest 200 changes of a longer log", async () => {
    const { tab } = await adminSession();
    const settings = await settingsOf(tab, "2");
    for (let change = 0; change < 101; change++)
      await tab.post("/api/admin/portals/2/settings", {
        settings: { ...settings, maintenanceMessage: `Aviso ${change}`, smartFlow: change % 2 === 0 },
      });
    const entries = (await tab.get("/api/admin/audit")).json.entries as { id: string }[];
    expect(entries).toHaveLength(AUDIT_LIST_LIMIT);
    expect(entries[0]?.id).toBe("201");
    expect((await tab.post("/api/admin/audit/1/undo", {})).json.reason).toBe("changedSince");
  });

  it("keeps the settings and the log across a restart (SQLite)", async () => {
    const folder = mkdtempSync(join(tmpdir(), "admin-"));
    const database = join(folder, "demo.sqlite");
    try {
      const first = demoTab(createDemoApi({ database, now: () => NOW }));
      await first.login("admin");
      const settings = await settingsOf(first, "1");
      await first.post("/api/admin/portals/1/settings", { settings: { ...settings, relatedRates: false } });
      const second = demoTab(createDemoApi({ database, now: () => NOW }));
      await second.login("admin");
      expect((await second.get("/api/portal/config/1")).json.relatedRates).toBe(false);
      expect((await second.get("/api/admin/audit")).json.entries).toMatchObject([
        { field: "relatedRates", after: false },
      ]);
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });
});
