import { sessionMessagesEn } from "./en/session.js";
import { sessionMessagesEs } from "./es/session.js";
import { sessionMessagesPt } from "./pt/session.js";

/**
 * Session, user and draft texts (spec 000 §4, §8; spec 001 §2 "Session-expired overlay (es, en, pt): 'Your session
 * has expired' with Home and Refresh buttons"). The spec quotes the overlay in English; the English table holds it
 * verbatim and es/pt carry its translation.
 */
export const sessionMessages = { es: sessionMessagesEs, en: sessionMessagesEn, pt: sessionMessagesPt } as const;
