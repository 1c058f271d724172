import { NewsletterReply, NewsletterRequest } from "../contact.js";
import { post } from "../internal/endpointBuilders.js";

// Spec 001 §7 — hotels and houses.
/** `POST /api/newsletter` with `{email}`. */
export const newsletterEndpoint = post(() => "/api/newsletter", NewsletterRequest, NewsletterReply);
