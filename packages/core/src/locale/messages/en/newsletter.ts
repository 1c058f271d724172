import type { MessageTable } from "../../internal/defineMessages.js";
import type { newsletterMessagesEs } from "../es/newsletter.js";

/** English texts of the newsletter domain. */
export const newsletterMessagesEn: MessageTable<keyof typeof newsletterMessagesEs> = {
  "newsletter.title": "Subscribe to our newsletter",
  "newsletter.email": "E-mail",
  "newsletter.submit": "Subscribe",
  "newsletter.sending": "Sending…",
  "newsletter.success": "Thank you for subscribing!",
  "newsletter.emailRequired": "Enter your e-mail.",
  "newsletter.emailInvalid": "Enter a valid e-mail.",
  "newsletter.failed": "We could not complete the subscription. Please try again.",
};
