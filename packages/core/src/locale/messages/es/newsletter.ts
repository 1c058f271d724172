/** Spanish texts of the newsletter domain, exactly as the spec quotes them. */
export const newsletterMessagesEs = {
  "newsletter.title": "Suscribite a nuestro newsletter",
  "newsletter.email": "Correo electrónico",
  "newsletter.submit": "Suscribirme",
  "newsletter.sending": "Enviando…",
  "newsletter.success": "¡Gracias por suscribirte!",
  "newsletter.emailRequired": "Ingrese su correo electrónico.",
  "newsletter.emailInvalid": "Ingrese un correo electrónico válido.",
  "newsletter.failed": "No pudimos completar la suscripción. Intente nuevamente.",
} as const;
