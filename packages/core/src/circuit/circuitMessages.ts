import { formatMessage, type MessageParams } from "../locale/formatMessage.js";
import { defineMessages } from "../locale/internal/defineMessages.js";
import type { Language } from "../locale/language.js";
import { circuitPagesMessagesEn } from "../locale/messages/en/circuitPages.js";
import { circuitPagesMessagesEs } from "../locale/messages/es/circuitPages.js";
import { circuitPagesMessagesPt } from "../locale/messages/pt/circuitPages.js";

/**
 * The circuit pages' and box's texts in es, en and pt. Kept out of the portal's catalogs on purpose (as the activity
 * pages' are): the Spanish catalog ships with the home page's first load, and these travel with the circuit chunks.
 */
export const CIRCUIT_MESSAGES = defineMessages(circuitPagesMessagesEs, circuitPagesMessagesEn, circuitPagesMessagesPt);

/** A key of the circuit pages' texts. */
export type CircuitMessageKey = keyof typeof circuitPagesMessagesEs;

/** Whether a string is a key of the circuit pages' texts. */
export const isCircuitMessageKey = (value: string): value is CircuitMessageKey =>
  Object.hasOwn(circuitPagesMessagesEs, value);

/**
 * A circuit page's text in a language, its placeholders filled (core's `formatMessage`).
 *
 * @example translateCircuit("en", "circuit.count", { count: 2 }) // "2 tours"
 */
export const translateCircuit = (language: Language, key: CircuitMessageKey, params?: MessageParams): string => {
  const table = CIRCUIT_MESSAGES[language] ?? CIRCUIT_MESSAGES.es;
  return formatMessage(table[key] ?? key, params, language);
};
