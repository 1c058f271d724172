import { NewsletterRequest } from "@travesia/core";
import { Result } from "effect";
import { Hono } from "hono";
import { subscribeNewsletter } from "../../db/newsletterStore.js";
import { EMAIL_PATTERN } from "../../internal/accountPayloads.js";
import { readJsonBody } from "../../internal/requestBody.js";
import type { DemoEnv } from "../context.js";
import { scenarioActive } from "../scenario.js";

/** The newsletter's server messages (spec 001 §7: "success or error list"; the content is not shown: ours). */
export const NEWSLETTER_MESSAGES = {
  subscribed: "¡Gracias por suscribirte! Te enviaremos nuestras mejores ofertas.",
  invalid: "El e-mail ingresado no es válido.",
  repeated: "Este e-mail ya está suscripto al newsletter.",
  failed: "No pudimos procesar tu suscripción. Intentá más tarde.",
} as const;

/**
 * `POST /api/newsletter {email}` (core's `NewsletterRequest`): `{success: true}`, or core's error list
 * `{success: false, errors: [text]}` — 400 for a malformed or invalid e-mail (with `field: "email"`), 409 for one
 * already signed up (case-insensitive), 500 under the `newsletter-fail` scenario.
 */
export const newsletterRoutes = new Hono<DemoEnv>().post("/api/newsletter", async (c) => {
  const payload = await readJsonBody(c, NewsletterRequest);
  if (Result.isFailure(payload)) {
    const { field, message } = payload.failure;
    return c.json({ success: false, errors: [`${field}: ${message}`], error: `${field}: ${message}`, field }, 400);
  }
  const email = payload.success.email.trim();
  if (!EMAIL_PATTERN.test(email) || email.length > 254) {
    const error = `email: ${NEWSLETTER_MESSAGES.invalid}`;
    return c.json({ success: false, errors: [NEWSLETTER_MESSAGES.invalid], error, field: "email" }, 400);
  }
  if (scenarioActive(c, "newsletter-fail"))
    return c.json({ success: false, errors: [NEWSLETTER_MESSAGES.failed] }, 500);
  const demo = c.get("demo");
  if (!subscribeNewsletter(demo.db, email, demo.now().getTime())) {
    const error = `email: ${NEWSLETTER_MESSAGES.repeated}`;
    return c.json({ success: false, errors: [NEWSLETTER_MESSAGES.repeated], error, field: "email" }, 409);
  }
  return c.json({ success: true, message: NEWSLETTER_MESSAGES.subscribed });
});
