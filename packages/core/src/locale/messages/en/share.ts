import type { MessageTable } from "../../internal/defineMessages.js";
import type { shareMessagesEs } from "../es/share.js";

/** English texts of the share domain. */
export const shareMessagesEn: MessageTable<keyof typeof shareMessagesEs> = {
  "share.title": "Share",
  "share.facebook": "Share on Facebook",
  "share.twitter": "Share on Twitter",
  "share.whatsapp": "Share on WhatsApp",
  "share.email": "Send by e-mail",
  "share.emailWithPdf": "Send by e-mail with PDF",
  "share.from": "From",
  "share.to": "To",
  "share.subject": "Subject",
  "share.body": "Message",
  "share.send": "Send",
  "share.sent": "Your e-mail has been sent.",
  "share.notSent": "Your e-mail has not been sent",
  "share.fieldRequired": "Required field",
  "share.emailInvalid": "Enter a valid e-mail.",
};
