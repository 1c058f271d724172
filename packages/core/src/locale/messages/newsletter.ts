import { defineMessages } from "../internal/defineMessages.js";

/** Newsletter box (spec 001 §2, §5, §8): email required and of e-mail type; the error texts come from the server. */
export const newsletterMessages = defineMessages(
  {
    "newsletter.title": "Suscribite a nuestro newsletter",
    "newsletter.email": "Correo electrónico",
    "newsletter.submit": "Suscribirme",
    "newsletter.sending": "Enviando…",
    "newsletter.success": "¡Gracias por suscribirte!",
    "newsletter.emailRequired": "Ingrese su correo electrónico.",
    "newsletter.emailInvalid": "Ingrese un correo electrónico válido.",
    "newsletter.failed": "No pudimos completar la suscripción. Intente nuevamente.",
  },
  {
    "newsletter.title": "Subscribe to our newsletter",
    "newsletter.email": "E-mail",
    "newsletter.submit": "Subscribe",
    "newsletter.sending": "Sending…",
    "newsletter.success": "Thank you for subscribing!",
    "newsletter.emailRequired": "Enter your e-mail.",
    "newsletter.emailInvalid": "Enter a valid e-mail.",
    "newsletter.failed": "We could not complete the subscription. Please try again.",
  },
  {
    "newsletter.title": "Assine nossa newsletter",
    "newsletter.email": "E-mail",
    "newsletter.submit": "Assinar",
    "newsletter.sending": "Enviando…",
    "newsletter.success": "Obrigado por assinar!",
    "newsletter.emailRequired": "Informe seu e-mail.",
    "newsletter.emailInvalid": "Informe um e-mail válido.",
    "newsletter.failed": "Não conseguimos concluir a assinatura. Tente novamente.",
  },
);
