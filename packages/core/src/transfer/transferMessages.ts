import { formatMessage, type MessageParams } from "../locale/formatMessage.js";
import { defineMessages } from "../locale/internal/defineMessages.js";
import type { Language } from "../locale/language.js";
import { transferPagesMessagesEn } from "../locale/messages/en/transferPages.js";
import { transferPagesMessagesEs } from "../locale/messages/es/transferPages.js";
import { transferPagesMessagesPt } from "../locale/messages/pt/transferPages.js";

/**
 * The transfer pages' texts in es, en and pt: the results page, its filters and cards, the box's own fields. Kept
 * out of the portal's catalogs on purpose: the Spanish catalog ships with the home page's first load, and these
 * travel with the transfer chunks instead. The texts shared pieces show (the box's labels and messages, the hooks'
 * errors) stay in the catalogs' `transfer` domain.
 */
export const TRANSFER_MESSAGES = defineMessages(
  transferPagesMessagesEs,
  transferPagesMessagesEn,
  transferPagesMessagesPt,
);

/** A key of the transfer pages' texts. */
export type TransferMessageKey = keyof typeof transferPagesMessagesEs;

/** Whether a string is a key of the transfer pages' texts. */
export const isTransferMessageKey = (value: string): value is TransferMessageKey =>
  Object.hasOwn(transferPagesMessagesEs, value);

/**
 * A transfer page's text in a language, its `{name}` placeholders filled (core's `formatMessage`).
 *
 * @example translateTransfer("en", "transfer.count", { count: 2 }) // "2 transfers"
 */
export const translateTransfer = (language: Language, key: TransferMessageKey, params?: MessageParams): string => {
  const table = TRANSFER_MESSAGES[language] ?? TRANSFER_MESSAGES.es;
  return formatMessage(table[key] ?? key, params, language);
};
