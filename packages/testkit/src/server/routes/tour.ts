import {
  defaultTourText,
  isLanguage,
  LANGUAGES,
  TOUR_STEPS,
  TOUR_TEXT_FIELDS,
  type TourTextField,
  tourStepTexts,
  tourTextKey,
  validateTourText,
} from "@travesia/core";
import { Result } from "effect";
import { Hono } from "hono";
import { savedTourTexts, saveTourText } from "../../db/tourTextStore.js";
import { badRequest, readJsonValue } from "../../internal/requestBody.js";
import { authorOf, invalidAdminPayload } from "../adminReplies.js";
import type { DemoEnv } from "../context.js";
import { namedAuditEntry } from "../portalSettings.js";

/**
 * The product tour's calls (ours; issue 40): `GET /api/tour/{language}`, every step's title and text as the portal
 * shows them (saved or default), for anyone; `GET /api/admin/tour` and `POST /api/admin/tour`, its texts as the back
 * office edits them, behind the `/api/admin/*` refusal (`adminRoutes`, mounted first).
 */
export const tourRoutes = new Hono<DemoEnv>()
  .get("/api/tour/:language", (c) => {
    const language = c.req.param("language");
    if (!isLanguage(language))
      return c.json({ done: false, error: `language: unknown language "${language}"`, field: "language" }, 404);
    return c.json({ done: true, language, steps: tourStepTexts(language, savedTourTexts(c.get("demo").db, language)) });
  })
  .get("/api/admin/tour", (c) => {
    const db = c.get("demo").db;
    const texts = LANGUAGES.flatMap((language) => {
      const saved = savedTourTexts(db, language);
      return TOUR_STEPS.flatMap((step) =>
        TOUR_TEXT_FIELDS.map((field: TourTextField) => ({
          language,
          step,
          field,
          base: defaultTourText(language, step, field),
          text: saved.get(tourTextKey(step, field)) ?? "",
        })),
      );
    });
    return c.json({ done: true, texts });
  })
  .post("/api/admin/tour", async (c) => {
    const body = await readJsonValue(c);
    if (Result.isFailure(body)) return badRequest(c, body.failure);
    const edit = validateTourText(body.success);
    if (Result.isFailure(edit)) return invalidAdminPayload(c, edit.failure, "");
    const { language, step, field, text } = edit.success;
    const db = c.get("demo").db;
    const key = tourTextKey(step, field);
    const before = savedTourTexts(db, language).get(key) ?? "";
    const entries = before === text ? [] : saveTourText(db, language, { field: key, before, after: text }, authorOf(c));
    return c.json({
      done: true,
      text: { language, step, field, base: defaultTourText(language, step, field), text },
      entries: entries.map(namedAuditEntry),
    });
  });
