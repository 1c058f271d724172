import { translate } from "../../locale/catalog.js";
import type { Language } from "../../locale/language.js";

/** What {@link budgetShareMessage} and {@link budgetShareMail} need. */
export interface BudgetShareText {
  readonly language: Language;
  readonly title: string;
  readonly customerName: string;
  /** The customer link's full address. */
  readonly url: string;
}

/**
 * The short message that carries a customer link (a WhatsApp text, the e-mail's first line).
 *
 * @example budgetShareMessage({ language: "es", title: "Madrid", customerName: "Ana", url: "https://x/p/abc" })
 * // "Hola Ana, este es tu presupuesto «Madrid»: https://x/p/abc"
 */
export const budgetShareMessage = ({ language, title, customerName, url }: BudgetShareText): string =>
  translate(language, "budget.shareMessage", { name: customerName, title, url });

/**
 * The e-mail that carries a customer link: a subject naming the budget, the message and a line on its validity.
 *
 * @example budgetShareMail({ language: "en", title: "Madrid", customerName: "Ana", url: "https://x/p/abc" }).subject
 * // "Your quotation: Madrid"
 */
export const budgetShareMail = (text: BudgetShareText): { readonly subject: string; readonly body: string } => ({
  subject: translate(text.language, "budget.shareSubject", { title: text.title }),
  body: `${budgetShareMessage(text)}\n\n${translate(text.language, "budget.shareMailFooter")}`,
});
