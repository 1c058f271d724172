import { get, query, seg } from "../internal/endpointBuilders.js";
import { TranslationReply } from "../locales.js";

// Spec 000 §7 — shared and session.
/** `GET /i18n/{lang}/{key}`, optionally with plural and count. */
export const translationEndpoint = get(
  (lang: string, key: string, plural?: boolean, count?: number) =>
    `/i18n/${seg(lang)}/${seg(key)}${query({ plural, count })}`,
  TranslationReply,
);
