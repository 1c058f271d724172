import { CurrencySessionReply } from "../currency.js";
import { get } from "../internal/endpointBuilders.js";

// Spec 000 §7 — shared and session.
/** `GET /currency/getCurrencySession`. */
export const currencySessionEndpoint = get(() => "/currency/getCurrencySession", CurrencySessionReply);
