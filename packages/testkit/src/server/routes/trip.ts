import { TripDraftRequest } from "@travesia/core";
import { Result } from "effect";
import { Hono } from "hono";
import { createTripDraft } from "../../db/budgetStore.js";
import { badField, badRequest, readJsonBody } from "../../internal/requestBody.js";
import { budgetView, ownedBudget } from "../budgets.js";
import type { DemoEnv } from "../context.js";
import { notLoggedIn } from "../login.js";
import { scenarioActive } from "../scenario.js";

/**
 * Trips (pricer mode): `POST /v3/api/create/draft` with optional `isoCountryCode` (spec 000 §7: reply `id`, a
 * string as core's `TripDraftReply` reads it), and `GET /v3/api/trip/{id}` (not shown by the spec: the data behind
 * `/v3/trip/edit/{id}`, `{done, trip}` with the budget's shape). Trips and budgets share one id space, so
 * `addProduct` with the trip's id as `budgetId` fills the trip.
 */
export const tripRoutes = new Hono<DemoEnv>()
  .post("/v3/api/create/draft", async (c) => {
    if (scenarioActive(c, "draft-401")) return notLoggedIn(c);
    const user = c.get("user");
    if (user === undefined) return notLoggedIn(c);
    const payload = await readJsonBody(c, TripDraftRequest, true);
    if (Result.isFailure(payload)) return badRequest(c, payload.failure);
    const country = payload.success.isoCountryCode;
    if (country !== undefined && !/^[A-Z]{2}$/.test(country)) {
      return badRequest(c, badField("isoCountryCode", "expected an ISO 3166-1 alpha-2 code such as AR"));
    }
    if (scenarioActive(c, "draft-fail")) return c.json({ done: false, error: "error al crear draft" }, 500);
    const demo = c.get("demo");
    const trip = createTripDraft(demo.db, user.username, country ?? null, demo.now().getTime());
    return c.json({ done: true, id: String(trip.id) });
  })
  .get("/v3/api/trip/:id", (c) => {
    const owned = ownedBudget(c, c.req.param("id"));
    if (owned instanceof Response) return owned;
    const demo = c.get("demo");
    return c.json({ done: true, trip: budgetView(demo.inventory, owned.budget, demo.now().getTime()) });
  });
