import { budgetMessagesEn } from "./en/budget.js";
import { budgetMessagesEs } from "./es/budget.js";
import { budgetMessagesPt } from "./pt/budget.js";

/**
 * Budgets (quotations), trips and the header budget widget (spec 000 §2, §4, §5, §6, §8; spec 002 §2, §4).
 * The new-budget form's messages are not shown by the spec (§5 "Validation messages: not shown"); ours are written
 * to match the portal's voice.
 */
export const budgetMessages = { es: budgetMessagesEs, en: budgetMessagesEn, pt: budgetMessagesPt } as const;
