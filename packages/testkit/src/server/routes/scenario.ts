import { Result } from "effect";
import { Hono } from "hono";
import { ScenarioPayload } from "../../internal/accountPayloads.js";
import { badRequest, readJsonBody } from "../../internal/requestBody.js";
import type { DemoEnv } from "../context.js";
import {
  activeScenarios,
  DEMO_SCENARIOS,
  type DemoScenarioName,
  isDemoScenarioName,
  setSessionScenarios,
} from "../scenario.js";

/**
 * `POST /api/demo/scenario {names}` sets scenarios for the whole browser session (the visitor cookie), replacing
 * any set before; `DELETE /api/demo/scenario` clears them; `GET /api/demo/scenario` lists the active ones and
 * every scenario with what it does.
 */
export const scenarioRoutes = new Hono<DemoEnv>()
  .get("/api/demo/scenario", (c) => c.json({ done: true, active: activeScenarios(c), scenarios: DEMO_SCENARIOS }))
  .post("/api/demo/scenario", async (c) => {
    const payload = await readJsonBody(c, ScenarioPayload);
    if (Result.isFailure(payload)) return badRequest(c, payload.failure);
    const names = payload.success.names.map((name) => name.trim());
    const unknown = names.findIndex((name) => !isDemoScenarioName(name));
    if (unknown >= 0) {
      return badRequest(c, {
        _tag: "BadField",
        field: `names.${unknown}`,
        message: `unknown scenario "${names[unknown]}"`,
      });
    }
    setSessionScenarios(c, names as DemoScenarioName[]);
    return c.json({ done: true, active: activeScenarios(c) });
  })
  .delete("/api/demo/scenario", (c) => {
    setSessionScenarios(c, []);
    return c.json({ done: true, active: activeScenarios(c) });
  });
