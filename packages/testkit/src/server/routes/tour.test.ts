import { TOUR_MESSAGES } from "@travesia/core";
import { describe, expect, it } from "vitest";
import { demoSession, demoTab } from "../../internal/accountsTestSupport.js";
import { createDemoApi } from "../app.js";

const NOW = new Date("2026-12-02T10:00:00Z");

const stepsOf = (json: unknown) => (json as { steps: { step: string; title: string; text: string }[] }).steps;

describe("the product tour's API", () => {
  it("answers every step's default texts in each language to anyone, and 404 to a language it does not speak", async () => {
    const { tab } = await demoSession();
    const reply = await tab.get("/api/tour/pt");
    expect(reply.status).toBe(200);
    expect(stepsOf(reply.json).map((step) => [step.step, step.title])).toEqual([
      ["search", TOUR_MESSAGES.pt["tour.search.title"]],
      ["filters", TOUR_MESSAGES.pt["tour.filters.title"]],
      ["addToBudget", TOUR_MESSAGES.pt["tour.addToBudget.title"]],
    ]);
    expect((await tab.get("/api/tour/fr")).status).toBe(404);
  });

  it("refuses its editing to nobody signed in (401) and to an agent (403)", async () => {
    const app = createDemoApi();
    const anonymous = demoTab(app);
    const agent = demoTab(app);
    await agent.login("agente");
    const body = { language: "es", step: "search", field: "title", text: "Hola" };
    expect((await anonymous.get("/api/admin/tour")).status).toBe(401);
    expect((await anonymous.post("/api/admin/tour", body)).status).toBe(401);
    expect((await agent.get("/api/admin/tour")).status).toBe(403);
    expect((await agent.post("/api/admin/tour", body)).status).toBe(403);
    expect(stepsOf((await anonymous.get("/api/tour/es")).json)[0]?.title).toBe(TOUR_MESSAGES.es["tour.search.title"]);
  });

  it("saves an administrator's text with its audit entry, shows it to visitors, and undoes it from the change log", async () => {
    const { app, tab } = await demoSession("admin", { now: () => NOW });
    const listed = (await tab.get("/api/admin/tour")).json as { texts: unknown[] };
    expect(listed.texts).toHaveLength(3 * 3 * 2);
    const saved = await tab.post("/api/admin/tour", { language: "en", step: "search", field: "text", text: " Hi! " });
    expect(saved.status).toBe(200);
    expect(saved.json).toMatchObject({
      text: { language: "en", step: "search", field: "text", text: "Hi!" },
      entries: [{ module: "tour", target: "en", field: "search.text", before: "", after: "Hi!", who: "admin" }],
    });
    const visitor = demoTab(app);
    expect(stepsOf((await visitor.get("/api/tour/en")).json)[0]?.text).toBe("Hi!");
    expect(stepsOf((await visitor.get("/api/tour/es")).json)[0]?.text).toBe(TOUR_MESSAGES.es["tour.search.text"]);

    const [entry] = (saved.json as { entries: { id: string }[] }).entries;
    const undone = await tab.post(`/api/admin/audit/${entry?.id}/undo`, {});
    expect(undone.status).toBe(200);
    expect(undone.json).toMatchObject({
      entry: { module: "tour", undoOf: entry?.id },
      text: { key: "search.text", text: "" },
    });
    expect(stepsOf((await visitor.get("/api/tour/en")).json)[0]?.text).toBe(TOUR_MESSAGES.en["tour.search.text"]);
    expect((await tab.post(`/api/admin/audit/${entry?.id}/undo`, {})).status).toBe(409);
  });

  it("refuses a text too long or for a step the tour does not have, with the issue's key", async () => {
    const { tab } = await demoSession("admin", { now: () => NOW });
    const long = await tab.post("/api/admin/tour", {
      language: "es",
      step: "filters",
      field: "title",
      text: "x".repeat(61),
    });
    expect(long.status).toBe(400);
    expect(long.json).toMatchObject({ field: "title", issues: [{ field: "title", key: "admin.texts.issue.tooLong" }] });
    const unknown = await tab.post("/api/admin/tour", { language: "es", step: "checkout", field: "title", text: "x" });
    expect(unknown.json).toMatchObject({ field: "step", issues: [{ key: "admin.tour.issue.target" }] });
    expect((await tab.get("/api/admin/audit")).json).toMatchObject({ entries: [] });
  });
});
