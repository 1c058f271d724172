import type { MessageTable } from "../../internal/defineMessages.js";
import type { shareMessagesEs } from "../es/share.js";

/** Brazilian Portuguese texts of the share domain. */
export const shareMessagesPt: MessageTable<keyof typeof shareMessagesEs> = {
  "share.title": "Compartilhar",
  "share.facebook": "Compartilhar no Facebook",
  "share.twitter": "Compartilhar no Twitter",
  "share.whatsapp": "Compartilhar pelo WhatsApp",
  "share.email": "Enviar por e-mail",
  "share.emailWithPdf": "Enviar por e-mail com PDF",
  "share.from": "De",
  "share.to": "Para",
  "share.subject": "Assunto",
  "share.body": "Mensagem",
  "share.send": "Enviar",
  "share.sent": "Seu e-mail foi enviado.",
  "share.notSent": "Seu e-mail não foi enviado",
  "share.fieldRequired": "Campo obrigatório",
  "share.emailInvalid": "Informe um e-mail válido.",
};
