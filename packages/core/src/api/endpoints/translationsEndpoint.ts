import { get, seg } from "../internal/endpointBuilders.js";
import { TranslationDictionaryReply } from "../locales.js";

// Spec 000 §7 — shared and session.
/** `GET /i18n/{lang}`. */
export const translationsEndpoint = get((lang: string) => `/i18n/${seg(lang)}`, TranslationDictionaryReply);
