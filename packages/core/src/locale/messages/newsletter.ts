import { newsletterMessagesEn } from "./en/newsletter.js";
import { newsletterMessagesEs } from "./es/newsletter.js";
import { newsletterMessagesPt } from "./pt/newsletter.js";

/** Newsletter box (spec 001 §2, §5, §8): email required and of e-mail type; the error texts come from the server. */
export const newsletterMessages = {
  es: newsletterMessagesEs,
  en: newsletterMessagesEn,
  pt: newsletterMessagesPt,
} as const;
