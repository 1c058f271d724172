import { CurrencyListReply } from "../currency.js";
import { get } from "../internal/endpointBuilders.js";

// Spec 000 §7 — shared and session.
/** `GET /currency/getCurrencies`. */
export const currenciesEndpoint = get(() => "/currency/getCurrencies", CurrencyListReply);
