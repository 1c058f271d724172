import type { MessageTable } from "../../internal/defineMessages.js";
import type { newsletterMessagesEs } from "../es/newsletter.js";

/** Brazilian Portuguese texts of the newsletter domain. */
export const newsletterMessagesPt: MessageTable<keyof typeof newsletterMessagesEs> = {
  "newsletter.title": "Assine nossa newsletter",
  "newsletter.email": "E-mail",
  "newsletter.submit": "Assinar",
  "newsletter.sending": "Enviando…",
  "newsletter.success": "Obrigado por assinar!",
  "newsletter.emailRequired": "Informe seu e-mail.",
  "newsletter.emailInvalid": "Informe um e-mail válido.",
  "newsletter.failed": "Não conseguimos concluir a assinatura. Tente novamente.",
};
