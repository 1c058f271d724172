import { Result } from "effect";
import { Hono } from "hono";
import { createTripDraft } from "../../db/budgetStore.js";
import { DraftPayload } from "../../internal/accountPayloads.js";
import { badRequest, readJsonBody } from "../../internal/requestBody.js";
import type { DemoEnv } from "../context.js";
import { scenarioActive } from "../scenario.js";
import { notLoggedIn } from "./auth.js";
import { budgetView, ownedBudget } from "./budget.js";

/**
 * Trips (pricer mode): `POST /v3/api/create/draft` with optional `isoCountryCode` (spec 000 §7: reply `id`), and
 * `GET /v3/api/trip/{id}` (not shown by the spec: the data behind `/v3/trip/edit/{id}`). Trips and budgets share
 * one id space, so `addProduct` with the trip's id as `budgetId` fills the trip.
 */
export const tripRoutes = new Hono<DemoEnv>()
  .post("/v3/api/create/draft", async (c) => {
    if (scenarioActive(c, "draft-401")) return notLoggedIn(c);
    const user = c.get("user");
    if (user === undefined) return notLoggedIn(c);
    const payload = await readJsonBody(c, DraftPayload, true);
    if (Result.isFailure(payload)) return badRequest(c, payload.failure);
    if (scenarioActive(c, "draft-fail")) return c.json({ done: false, error: "error al crear draft" }, 500);
    const demo = c.get("demo");
    const trip = createTripDraft(demo.db, user.username, payload.success.isoCountryCode ?? null, demo.now().getTime());
    return c.json({ done: true, id: trip.id });
  })
  .get("/v3/api/trip/:id", (c) => {
    const owned = ownedBudget(c, c.req.param("id"));
    if (owned instanceof Response) return owned;
    return c.json({ done: true, trip: budgetView(owned.budget, c.get("demo").now().getTime()) });
  });
