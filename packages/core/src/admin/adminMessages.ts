import { formatMessage, type MessageParams } from "../locale/formatMessage.js";
import { defineMessages } from "../locale/internal/defineMessages.js";
import type { Language } from "../locale/language.js";
import { adminMessagesEn } from "../locale/messages/en/admin.js";
import { adminContentMessagesEn } from "../locale/messages/en/adminContent.js";
import { adminHotelsMessagesEn } from "../locale/messages/en/adminHotels.js";
import { adminMediaMessagesEn } from "../locale/messages/en/adminMedia.js";
import { adminTourMessagesEn } from "../locale/messages/en/adminTour.js";
import { adminMessagesEs } from "../locale/messages/es/admin.js";
import { adminContentMessagesEs } from "../locale/messages/es/adminContent.js";
import { adminHotelsMessagesEs } from "../locale/messages/es/adminHotels.js";
import { adminMediaMessagesEs } from "../locale/messages/es/adminMedia.js";
import { adminTourMessagesEs } from "../locale/messages/es/adminTour.js";
import { adminMessagesPt } from "../locale/messages/pt/admin.js";
import { adminContentMessagesPt } from "../locale/messages/pt/adminContent.js";
import { adminHotelsMessagesPt } from "../locale/messages/pt/adminHotels.js";
import { adminMediaMessagesPt } from "../locale/messages/pt/adminMedia.js";
import { adminTourMessagesPt } from "../locale/messages/pt/adminTour.js";

/**
 * The back office's texts in es, en and pt. They are kept out of the portal's catalogs (`CATALOGS`) on purpose: the
 * Spanish catalog ships with the home page's first load, and only administrators ever read these, so the admin's
 * route chunk carries them instead.
 */
export const ADMIN_MESSAGES = defineMessages(
  {
    ...adminMessagesEs,
    ...adminContentMessagesEs,
    ...adminTourMessagesEs,
    ...adminHotelsMessagesEs,
    ...adminMediaMessagesEs,
  },
  {
    ...adminMessagesEn,
    ...adminContentMessagesEn,
    ...adminTourMessagesEn,
    ...adminHotelsMessagesEn,
    ...adminMediaMessagesEn,
  },
  {
    ...adminMessagesPt,
    ...adminContentMessagesPt,
    ...adminTourMessagesPt,
    ...adminHotelsMessagesPt,
    ...adminMediaMessagesPt,
  },
);

/** A key of the back office's texts. */
export type AdminMessageKey =
  | keyof typeof adminMessagesEs
  | keyof typeof adminContentMessagesEs
  | keyof typeof adminTourMessagesEs
  | keyof typeof adminHotelsMessagesEs
  | keyof typeof adminMediaMessagesEs;

/** Whether a string is a key of the back office's texts. */
export const isAdminMessageKey = (value: string): value is AdminMessageKey => Object.hasOwn(ADMIN_MESSAGES.es, value);

/**
 * A back-office text in a language, its `{name}` placeholders filled (core's `formatMessage`).
 *
 * @example translateAdmin("en", "admin.issue.messageTooLong", { max: 500 }) // "The message takes up to 500 characters."
 */
export const translateAdmin = (language: Language, key: AdminMessageKey, params?: MessageParams): string => {
  const table = ADMIN_MESSAGES[language] ?? ADMIN_MESSAGES.es;
  return formatMessage(table[key] ?? key, params, language);
};
