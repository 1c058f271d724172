import { Result } from "effect";
import type { Context } from "hono";
import { getCookie } from "hono/cookie";
import type { DemoEnv } from "../server/context.js";
import { DEMO_CURRENCIES } from "../server/preferences.js";
import { visitorState } from "../server/visitor.js";
import { type BadField, badField, readJsonValue } from "./requestBody.js";

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
 * Reads a posted form as `[name, value]` entries (core's `FormEntries`): URL-encoded or multipart bodies, or a JSON
 * list of pairs / flat object for scripted callers. A bad `body` when the body is none of those (`body: not valid
 * JSON` for malformed JSON, as every JSON call says).
 */
export const demoFormEntries = async (c: Context): Promise<Result.Result<[string, string][], BadField>> => {
  const notAForm = Result.fail(badField("body", "expected a form post"));
  const type = c.req.header("content-type") ?? "";
  if (type.includes("application/json")) {
    const body = await readJsonValue(c);
    if (Result.isFailure(body)) return Result.fail(body.failure);
    const value = body.success;
    if (Array.isArray(value)) {
      const pairs: [string, string][] = [];
      for (const pair of value) {
        if (!Array.isArray(pair) || pair.length !== 2 || typeof pair[0] !== "string" || typeof pair[1] !== "string")
          return notAForm;
        pairs.push([pair[0], pair[1]]);
      }
      return Result.succeed(pairs);
    }
    if (typeof value !== "object" || value === null) return notAForm;
    const pairs: [string, string][] = [];
    for (const [key, item] of Object.entries(value)) {
      const items: unknown[] = Array.isArray(item) ? item : [item];
      for (const one of items) {
        if (typeof one !== "string" && typeof one !== "number" && typeof one !== "boolean") return notAForm;
        pairs.push([key, String(one)]);
      }
    }
    return Result.succeed(pairs);
  }
  if (type.includes("multipart/form-data")) {
    const form = await c.req.formData().catch(() => undefined);
    if (form === undefined) return notAForm;
    const pairs: [string, string][] = [];
    for (const [key, value] of form.entries()) if (typeof value === "string") pairs.push([key, value]);
    return Result.succeed(pairs);
  }
  const text = await c.req.text().catch(() => undefined);
  return text === undefined ? notAForm : Result.succeed([...new URLSearchParams(text)]);
};

/**
 * Answers a search form post with the results URL to go to: a 303 redirect for a browser form navigation
 * (`Accept: text/html`), else `{ done: true, next }` for scripted posts.
 */
export const demoAnswerNext = (c: Context, next: string, extra: Record<string, unknown> = {}) =>
  (c.req.header("accept") ?? "").includes("text/html") ? c.redirect(next, 303) : c.json({ done: true, next, ...extra });

/**
 * A text as the demo's searches compare it: accents dropped, lower case, surrounding blanks ignored ("São Paulo",
 * " sao paulo" and "SAO PAULO" all read "sao paulo").
 */
export const demoFold = (text: string): string =>
  text
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .trim();
