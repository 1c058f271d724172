import { decodeWith, SetCurrencyPayload } from "@travesia/core";
import { Result } from "effect";
import { Hono } from "hono";
import type { DemoEnv } from "../context.js";
import { DEMO_CURRENCIES } from "../preferences.js";
import { visitorState } from "../visitor.js";

const decodeSetCurrency = decodeWith(SetCurrencyPayload);

/** `GET /currency/getCurrencies`, `GET /currency/getCurrencySession`, `POST /currency/setCurrencySession` (spec 000 §7). */
export const currencyRoutes = new Hono<DemoEnv>()
  .get("/currency/getCurrencies", (c) => c.json({ done: true, results: DEMO_CURRENCIES }))
  .get("/currency/getCurrencySession", (c) => {
    const chosen = visitorState(c.get("demo"), c.get("visitorId")).get("currency");
    const fallback = DEMO_CURRENCIES.find((currency) => currency.defaultCurrency)?.id ?? null;
    return c.json({ done: true, user_currency: chosen ?? fallback });
  })
  .post("/currency/setCurrencySession", async (c) => {
    const body = await c.req.json().catch(() => undefined);
    const payload = decodeSetCurrency(body);
    if (Result.isFailure(payload)) return c.json({ done: false, error: `currency: ${payload.failure.message}` }, 400);
    const { currency } = payload.success;
    if (!DEMO_CURRENCIES.some((known) => known.id === currency)) {
      return c.json({ done: false, error: `currency: unknown currency "${currency}"` }, 400);
    }
    visitorState(c.get("demo"), c.get("visitorId")).set("currency", currency);
    return c.json({ done: true, user_currency: currency });
  });
