import { quoteMessagesEn } from "./en/quote.js";
import { quoteMessagesEs } from "./es/quote.js";
import { quoteMessagesPt } from "./pt/quote.js";

/**
 * The quote button, its outcomes and the permission notices (spec 000 §6; spec 001 §4, §6, §8).
 * The limited-permission and credit-limit texts are shared by the budget add flow (spec 000 §8).
 */
export const quoteMessages = { es: quoteMessagesEs, en: quoteMessagesEn, pt: quoteMessagesPt } as const;
