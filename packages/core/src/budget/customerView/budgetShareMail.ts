import { type MessageKey, translate } from "../../locale/catalog.js";
import type { MessageParams } from "../../locale/formatMessage.js";
import type { Language } from "../../locale/language.js";

/**
 * A catalog key's text in the reader's language: the portal's `t`, or core's `translate` bound to a language. The
 * portal passes its own: `translate` holds every language's catalog, which a page would otherwise load whole.
 */
export type MessageTranslator = (key: MessageKey, params?: MessageParams) => string;

/** What {@link budgetShareMessage} and {@link budgetShareMail} need. */
export interface BudgetShareText {
  readonly language: Language;
  readonly title: string;
  readonly customerName: string;
  /** The customer link's full address. */
  readonly url: string;
}

/**
 * The short message that carries a customer link (a WhatsApp text, the e-mail's first line), in `t`'s language.
 *
 * @example budgetShareMessage(t, { title: "Madrid", customerName: "Ana", url: "https://x/p/abc" })
 * // "Hola Ana, este es tu presupuesto «Madrid»: https://x/p/abc" (with the Spanish catalog's t)
 */
export const budgetShareMessage = (
  t: MessageTranslator,
  { title, customerName, url }: Omit<BudgetShareText, "language">,
): string => t("budget.shareMessage", { name: customerName, title, url });

/**
 * The e-mail that carries a customer link: a subject naming the budget, the message and a line on its validity.
 *
 * @example budgetShareMail({ language: "en", title: "Madrid", customerName: "Ana", url: "https://x/p/abc" }).subject
 * // "Your quotation: Madrid"
 */
export const budgetShareMail = (text: BudgetShareText): { readonly subject: string; readonly body: string } => ({
  subject: translate(text.language, "budget.shareSubject", { title: text.title }),
  body: `${budgetShareMessage((key, params) => translate(text.language, key, params), text)}\n\n${translate(text.language, "budget.shareMailFooter")}`,
});
