import { SetCurrencyPayload } from "@travesia/core";
import { Result } from "effect";
import { Hono } from "hono";
import { badField, badRequest, readJsonBody } from "../../internal/requestBody.js";
import type { DemoEnv } from "../context.js";
import { DEMO_CURRENCIES } from "../preferences.js";
import { visitorState } from "../visitor.js";

/** `GET /currency/getCurrencies`, `GET /currency/getCurrencySession`, `POST /currency/setCurrencySession` (spec 000 §7). */
export const currencyRoutes = new Hono<DemoEnv>()
  .get("/currency/getCurrencies", (c) => c.json({ done: true, results: DEMO_CURRENCIES }))
  .get("/currency/getCurrencySession", (c) => {
    const chosen = visitorState(c.get("demo"), c.get("visitorId")).get("currency");
    const fallback = DEMO_CURRENCIES.find((currency) => currency.defaultCurrency)?.id ?? null;
    return c.json({ done: true, user_currency: chosen ?? fallback });
  })
  .post("/currency/setCurrencySession", async (c) => {
    const payload = await readJsonBody(c, SetCurrencyPayload);
    if (Result.isFailure(payload)) return badRequest(c, payload.failure);
    const { currency } = payload.success;
    if (!DEMO_CURRENCIES.some((known) => known.id === currency)) {
      return badRequest(c, badField("currency", `unknown currency "${currency}"`));
    }
    visitorState(c.get("demo"), c.get("visitorId")).set("currency", currency);
    return c.json({ done: true, user_currency: currency });
  });
