/** Spanish texts of the share domain, exactly as the spec quotes them. */
export const shareMessagesEs = {
  "share.title": "Compartir",
  "share.facebook": "Compartir en Facebook",
  "share.twitter": "Compartir en Twitter",
  "share.whatsapp": "Compartir por WhatsApp",
  "share.email": "Enviar por correo",
  "share.emailWithPdf": "Enviar por correo con PDF",
  "share.from": "De",
  "share.to": "Para",
  "share.subject": "Asunto",
  "share.body": "Mensaje",
  "share.send": "Enviar",
  "share.sent": "Se ha enviado tu correo.",
  "share.notSent": "No se ha enviado tu correo",
  "share.fieldRequired": "Campo requerido",
  "share.emailInvalid": "Ingrese un correo electrónico válido.",
} as const;
