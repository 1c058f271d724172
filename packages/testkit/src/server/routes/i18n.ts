import { CATALOGS, LANGUAGES } from "@travesia/core";
import { Hono } from "hono";
import type { DemoDb } from "../../db/openDemoDb.js";
import type { DemoEnv } from "../context.js";
import { currentVariant, currentVariants } from "../customTexts.js";
import { DEMO_LANGUAGE_OPTIONS } from "../preferences.js";

const isLanguage = (lang: string): lang is (typeof LANGUAGES)[number] =>
  (LANGUAGES as readonly string[]).includes(lang);

/**
 * The catalog of a language or a regional variant (`es-AR` = `es` plus its overwrites, as the back office left
 * them), if known.
 */
const catalogOf = (db: DemoDb, lang: string): Readonly<Record<string, string>> | undefined => {
  if (isLanguage(lang)) return CATALOGS[lang];
  const variant = currentVariant(db, lang);
  if (variant === undefined) return undefined;
  const base: Readonly<Record<string, string>> = CATALOGS[variant.base];
  return { ...base, ...variant.overwrite };
};

/**
 * Languages and translations (spec 000 §7): `GET /api/customLocales`, `GET /profile/languages`, `GET /i18n/{lang}`
 * (the whole dictionary, from core's catalogs) and `GET /i18n/{lang}/{key}` with optional `plural` and `count`.
 * With `plural=true` and a count other than 1 the key `{key}_plural` is used when the catalog has it; `{count}`
 * is filled in.
 */
export const i18nRoutes = new Hono<DemoEnv>()
  .get("/api/customLocales", (c) =>
    c.json({
      done: true,
      enabled: DEMO_LANGUAGE_OPTIONS.map(({ id, name }) => ({ id, name })),
      custom: currentVariants(c.get("demo").db),
    }),
  )
  .get("/profile/languages", (c) => c.json(DEMO_LANGUAGE_OPTIONS.map(({ languageId, name }) => ({ languageId, name }))))
  .get("/i18n/:lang", (c) => {
    const catalog = catalogOf(c.get("demo").db, c.req.param("lang"));
    if (catalog === undefined)
      return c.json({ done: false, error: `lang: unknown language "${c.req.param("lang")}"` }, 404);
    return c.json(catalog);
  })
  .get("/i18n/:lang/:key", (c) => {
    const lang = c.req.param("lang");
    const key = c.req.param("key");
    const catalog = catalogOf(c.get("demo").db, lang);
    if (catalog === undefined) return c.json({ done: false, error: `lang: unknown language "${lang}"` }, 404);
    const countRaw = c.req.query("count");
    if (countRaw !== undefined && !/^-?\d{1,9}$/.test(countRaw)) {
      return c.json({ done: false, error: "count: expected an integer", field: "count" }, 400);
    }
    const plural = c.req.query("plural");
    if (plural !== undefined && plural !== "true" && plural !== "false") {
      return c.json({ done: false, error: "plural: expected true or false", field: "plural" }, 400);
    }
    const count = countRaw === undefined ? undefined : Number(countRaw);
    const pluralKey = `${key}_plural`;
    const chosen = plural === "true" && count !== 1 && pluralKey in catalog ? pluralKey : key;
    const text = catalog[chosen];
    if (text === undefined) return c.json({ done: false, error: `key: unknown key "${key}"` }, 404);
    const value = count === undefined ? text : text.replaceAll("{count}", String(count));
    return c.json({ done: true, key, value });
  });
