import type { Context } from "hono";
import { getCookie } from "hono/cookie";
import type { DemoEnv } from "../server/context.js";
import { DEMO_CURRENCIES } from "../server/routes/currency.js";
import { visitorState } from "../server/visitor.js";

/** The portal languages the inventory has names in. */
export type DemoLanguage = "es" | "en" | "pt";

/** The visitor's language: the `ml` cookie (spec 000 §4), else Spanish. */
export const demoLanguage = (c: Context<DemoEnv>): DemoLanguage => {
  const cookie = getCookie(c, "ml")?.slice(0, 2);
  return cookie === "en" || cookie === "pt" ? cookie : "es";
};

/** The visitor's session currency (spec 000 §4: "Currency choice is kept in the session"), else the default. */
export const demoCurrency = (c: Context<DemoEnv>): string =>
  visitorState(c.get("demo"), c.get("visitorId")).get("currency") ??
  DEMO_CURRENCIES.find((currency) => currency.defaultCurrency)?.id ??
  "USD";

/** Whether a currency code is one the demo portal sells in. */
export const isDemoCurrency = (code: string): boolean => DEMO_CURRENCIES.some((currency) => currency.id === code);

/** The secondary currency shown beside prices: US dollars, or Argentine pesos when the price already is in dollars. */
export const demoAlternativeCurrency = (currency: string): string => (currency === "USD" ? "ARS" : "USD");

/** The `YYYY-MM-DD` of the demo clock. */
export const demoToday = (c: Context<DemoEnv>): string => c.get("demo").now().toISOString().slice(0, 10);

/** The 400 reply: `{ done: false, error: "<field>: <reason>" }`. */
export const demoBadRequest = (c: Context, field: string, reason: string) =>
  c.json({ done: false, error: `${field}: ${reason}`, field }, 400);

/** The 404 reply for an id the inventory does not know. */
export const demoNotFound = (c: Context, field: string, reason: string) =>
  c.json({ done: false, error: `${field}: ${reason}`, field }, 404);

/**
 * Reads a JSON object body. Answers the field-naming reason on failure instead of throwing (`body: not valid JSON`).
 */
export const demoJsonBody = async (
  c: Context,
): Promise<{ ok: true; value: unknown } | { ok: false; reason: string }> => {
  const text = await c.req.text().catch(() => "");
  if (text.trim() === "") return { ok: false, reason: "a JSON body is required" };
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch {
    return { ok: false, reason: "not valid JSON" };
  }
};

/** Reads a JSON body or an HTML form body into a flat record (form posts of spec 002 §7 come as forms). */
export const demoFormBody = async (c: Context): Promise<Record<string, string | string[]> | undefined> => {
  const type = c.req.header("content-type") ?? "";
  if (type.includes("application/json")) {
    const body = await demoJsonBody(c);
    if (!body.ok || typeof body.value !== "object" || body.value === null || Array.isArray(body.value))
      return undefined;
    const record: Record<string, string | string[]> = {};
    for (const [key, value] of Object.entries(body.value)) {
      if (typeof value === "string" || typeof value === "number" || typeof value === "boolean")
        record[key] = String(value);
      else if (Array.isArray(value)) record[key] = value.map(String);
      else return undefined;
    }
    return record;
  }
  const text = await c.req.text().catch(() => undefined);
  if (text === undefined) return undefined;
  const record: Record<string, string | string[]> = {};
  for (const [key, value] of new URLSearchParams(text)) {
    const existing = record[key];
    if (existing === undefined) record[key] = key.endsWith("[]") ? [value] : value;
    else record[key] = Array.isArray(existing) ? [...existing, value] : [existing, value];
  }
  return record;
};
