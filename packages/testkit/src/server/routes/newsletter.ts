import { Result } from "effect";
import { Hono } from "hono";
import { subscribeNewsletter } from "../../db/newsletterStore.js";
import { EMAIL_PATTERN, NewsletterPayload } from "../../internal/accountPayloads.js";
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
 * `POST /api/newsletter {email}`: `{success: true, message}`, or `{success: false, errors: [{field, message}]}` with
 * 400 for a malformed or invalid e-mail and 409 for one already signed up.
 */
export const newsletterRoutes = new Hono<DemoEnv>().post("/api/newsletter", async (c) => {
  const payload = await readJsonBody(c, NewsletterPayload);
  if (Result.isFailure(payload)) {
    const { field, message } = payload.failure;
    return c.json({ success: false, error: `${field}: ${message}`, errors: [{ field, message }] }, 400);
  }
  const email = payload.success.email.trim();
  if (!EMAIL_PATTERN.test(email)) {
    return c.json(
      {
        success: false,
        error: `email: ${NEWSLETTER_MESSAGES.invalid}`,
        errors: [{ field: "email", message: NEWSLETTER_MESSAGES.invalid }],
      },
      400,
    );
  }
  if (scenarioActive(c, "newsletter-fail")) {
    return c.json({ success: false, errors: [{ field: "email", message: NEWSLETTER_MESSAGES.failed }] }, 500);
  }
  const demo = c.get("demo");
  if (!subscribeNewsletter(demo.db, email, demo.now().getTime())) {
    return c.json(
      {
        success: false,
        error: `email: ${NEWSLETTER_MESSAGES.repeated}`,
        errors: [{ field: "email", message: NEWSLETTER_MESSAGES.repeated }],
      },
      409,
    );
  }
  return c.json({ success: true, message: NEWSLETTER_MESSAGES.subscribed });
});
